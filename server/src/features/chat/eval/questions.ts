// French visitor questions, written the way visitors type them (accents or not, SMS
// shorthand, typos), each with the facts its answer must contain, computed from the
// seeded database when the evaluation runs. `decline` questions are out of scope: the
// answer must say it does not know and give the contact page and phone.
import { CAMPUS_ACCESS, CAMPUS_FACILITIES, CAMPUS_SERVICES } from '@ecole/shared/campus';
import { formatAmount, formatDateLong } from '@ecole/shared/format';
import { MILESTONES, SCHOOL_FIGURES, SCHOOL_VALUES } from '@ecole/shared/about';
import { HIGHLIGHTS, type HighlightId } from '@ecole/shared/highlights';
import type { EvalData } from './data';

export interface EvalCase {
  question: string;
  /** Texts the reply must contain (compared without accents or case). */
  facts?: (d: EvalData) => string[];
  /** Texts the reply must not contain. */
  absent?: (d: EvalData) => string[];
  decline?: true;
  /** Earlier messages of the same session, the latest first. */
  previous?: string[];
}

const amounts = (...n: number[]) => n.map(formatAmount);
const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const sheet = (d: EvalData, site: string) => {
  const t = d.site(site);
  return [t.site, ...amounts(t.inscriptionFee, t.fraisAnnexes, t.totalFee, t.firstPayment, t.secondPayment, t.thirdPayment)];
};
const campusItem = (id: string) => {
  const item = [...CAMPUS_FACILITIES, ...CAMPUS_SERVICES, ...CAMPUS_ACCESS].find((i) => i.id === id)!;
  return [item.title, item.description];
};
const highlight = (id: HighlightId) => {
  const h = HIGHLIGHTS.find((x) => x.id === id)!;
  return [h.title, h.description];
};
const allTotals = (d: EvalData) => d.tariffs.flatMap((t) => [t.site, formatAmount(t.totalFee)]);

export const CASES: EvalCase[] = [
  // ---- Fees, per site (the site named in many ways)
  { question: 'Combien coûte la formation à Cocody ?', facts: (d) => sheet(d, 'cocody') },
  { question: 'c combien la scolarité au plateau', facts: (d) => [d.site('plateau').site, formatAmount(d.site('plateau').totalFee)] },
  { question: 'tarif yopougon', facts: (d) => sheet(d, 'yopougon') },
  { question: 'cb pour yop svp', facts: (d) => sheet(d, 'yopougon') },
  { question: 'Quels sont les frais de scolarité à Marcory ?', facts: (d) => [d.site('marcory').site, formatAmount(d.site('marcory').totalFee)] },
  { question: "prix de l'ecole a cocody", facts: (d) => sheet(d, 'cocody') },
  { question: 'Les tarifs du site du Plateau svp', facts: (d) => sheet(d, 'plateau') },
  { question: 'combien on paye a marcori ?', facts: (d) => sheet(d, 'marcory') },
  { question: 'Frais d’inscription à Cocody ?', facts: (d) => [d.site('cocody').site, formatAmount(d.site('cocody').inscriptionFee)] },
  { question: "c'est combien l'inscription a yopougon", facts: (d) => [d.site('yopougon').site, formatAmount(d.site('yopougon').inscriptionFee)] },
  { question: 'frais annexes plateau', facts: (d) => [d.site('plateau').site, formatAmount(d.site('plateau').fraisAnnexes)] },
  { question: 'Quelles sont les mensualités à Cocody ?', facts: (d) => amounts(d.site('cocody').firstPayment, d.site('cocody').secondPayment, d.site('cocody').thirdPayment) },
  { question: 'on peut payer en plusieurs tranches au plateau ?', facts: (d) => amounts(d.site('plateau').firstPayment, d.site('plateau').secondPayment, d.site('plateau').thirdPayment) },
  { question: 'le 2e versement a marcory c combien', facts: (d) => [d.site('marcory').site, formatAmount(d.site('marcory').secondPayment)] },
  { question: 'Quel est le montant de la première tranche à Yopougon ?', facts: (d) => [formatAmount(d.site('yopougon').firstPayment)] },
  { question: 'vous acceptez le paiement en plusieurs tranches ?', facts: (d) => d.tariffs.flatMap((t) => amounts(t.firstPayment, t.secondPayment, t.thirdPayment)) },
  { question: 'on peut payer en plusieurs fois a yopougon ?', facts: (d) => amounts(d.site('yopougon').firstPayment, d.site('yopougon').secondPayment, d.site('yopougon').thirdPayment) },
  { question: 'derniere tranche cocody', facts: (d) => [formatAmount(d.site('cocody').thirdPayment)] },
  { question: 'yopougon ou cocody lequel est moins cher ?', facts: (d) => ['yopougon', 'cocody'].flatMap((x) => [d.site(x).site, formatAmount(d.site(x).totalFee)]), absent: (d) => [d.site('plateau').site] },
  { question: 'scolarite totale a yopougon', facts: (d) => [formatAmount(d.site('yopougon').totalFee)] },
  { question: 'Combien coûte la licence ?', facts: (d) => sheet(d, 'marcory') },
  { question: 'prix du bts non orienté', facts: (d) => sheet(d, 'plateau') },
  { question: 'Combien coute le BTS pour les orientés ?', facts: (d) => [d.site('cocody').site, d.site('yopougon').site, ...amounts(d.site('cocody').totalFee, d.site('yopougon').totalFee)], absent: (d) => [d.site('marcory').site] },

  // ---- Fees without a site: every site is listed and the visitor is asked which one
  { question: 'Combien coûte la formation ?', facts: (d) => [...allTotals(d), 'quel site'] },
  { question: 'c combien ?', facts: (d) => allTotals(d) },
  { question: 'Quels sont vos tarifs ?', facts: (d) => allTotals(d) },
  { question: 'combien coûte le BTS ?', facts: (d) => d.tariffs.filter((t) => /bts/i.test(t.programName)).flatMap((t) => [t.site, formatAmount(t.totalFee)]) },
  { question: 'frais d inscription ?', facts: (d) => d.tariffs.flatMap((t) => [t.site, formatAmount(t.inscriptionFee)]) },
  { question: 'les mensualites c combien', facts: (d) => d.tariffs.flatMap((t) => [t.site, formatAmount(t.secondPayment)]) },
  { question: 'Bonjour, je voudrais connaître le prix de la scolarité pour mon petit frère', facts: (d) => allTotals(d) },
  { question: 'kel est le prix de la formation en logistique', facts: (d) => d.tariffs.filter((t) => /bts/i.test(t.programName)).map((t) => formatAmount(t.totalFee)), absent: (d) => [d.site('marcory').site] },
  // A level without a published tariff: said plainly, with the published ones and the contact.
  { question: 'combien pour le master ?', facts: () => ['pas de tarif publié pour le niveau Master', '/contact'] },
  { question: 'le prix du certificat community management', facts: () => ['pas de tarif publié pour le niveau Certificat'], absent: (d) => [`${d.site('marcory').site} — ${d.site('marcory').programName} (${d.site('marcory').programDuration}) :\n`] },

  // ---- Follow-ups in one session
  { question: 'Et à Yopougon ?', previous: ['Combien coûte la formation à Cocody ?'], facts: (d) => sheet(d, 'yopougon') },
  { question: 'et le plateau ?', previous: ['à yopougon', 'combien coûte le BTS ?'], facts: (d) => sheet(d, 'plateau') },
  { question: 'ça dure combien de temps ?', previous: ["c'est combien ?", 'je veux inscrire mon fils en BTS logistique'], facts: (d) => [d.program('logistique').name, d.program('logistique').duration], absent: (d) => [d.program('master').name] },
  { question: "c'est combien ?", previous: ['je veux inscrire mon fils en BTS logistique'], facts: (d) => d.tariffs.filter((t) => /bts/i.test(t.programName)).flatMap((t) => [t.site, formatAmount(t.totalFee)]), absent: (d) => d.tariffs.filter((t) => !/bts/i.test(t.programName)).map((t) => t.site) },
  { question: 'combien ça coûte', previous: ['parlez moi du master'], facts: () => ['pas de tarif publié pour le niveau Master'] },
  { question: 'les pièces à fournir ?', previous: ['et à yopougon ?', 'combien à cocody ?'], facts: (d) => [d.site('yopougon').site, ...d.site('yopougon').requiredDocuments], absent: (d) => [d.site('cocody').site] },
  { question: 'et le samedi ?', previous: ['quels sont vos horaires ?'], facts: (d) => lines(d.content('contact_hours')) },
  { question: 'marcory', previous: ['c combien la scolarite'], facts: (d) => [d.site('marcory').site, formatAmount(d.site('marcory').totalFee)] },
  { question: 'et les frais d’inscription ?', previous: ['tarif plateau'], facts: (d) => [formatAmount(d.site('plateau').inscriptionFee)] },
  // A programme named after a topic its answer ignores (hours, news, admission, documents) asks the programme itself.
  { question: 'Vous avez un BTS en logistique ?', previous: ['Quels sont vos horaires ?'], facts: (d) => [`${d.program('logistique').name} : formation de niveau BTS`], absent: () => ['Horaires'] },
  { question: 'Vous avez une licence en comptabilité ?', previous: ['Quand est la journée portes ouvertes ?'], facts: (d) => ['Je ne trouve pas de formation de niveau Licence', d.program('comptabilit').name], absent: (d) => [d.article('portes ouvertes').title] },
  { question: 'Vous avez un BTS en logistique ?', previous: ['Les cours commencent quand ?'], facts: (d) => [`${d.program('logistique').name} : formation de niveau BTS`], absent: (d) => [d.article('rentr').title] },
  { question: 'Le Master marketing digital', previous: ["Comment s'inscrire ?"], facts: (d) => [`${d.program('master').name} : formation de niveau Master`], absent: () => ['étude de dossier'] },
  { question: 'Vous avez aussi le BTS électrotechnique ?', previous: ['Il faut quels documents ?', "Bonjour, le BTS logistique à Cocody, c'est combien ?"], facts: (d) => [`${d.program('lectrotechnique').name} : formation de niveau BTS`], absent: (d) => d.site('cocody').requiredDocuments },
  { question: 'vous avez aussi le BTS électrotechnique ?', previous: ["le BTS logistique c'est combien ?"], facts: (d) => [`${d.program('lectrotechnique').name} : formation de niveau BTS`], absent: () => ['F CFA'] },
  // Each earlier question as it was understood: "et en BTS ?" changed the level, "c'est combien ?" was the Logistique's.
  { question: 'et le Plateau ?', previous: ['et en BTS ?', "le master marketing c'est combien ?"], facts: (d) => sheet(d, 'plateau'), absent: () => ['niveau Master'] },
  { question: 'et à Marcory ?', previous: ["c'est combien ?", 'ma fille veut faire la logistique'], facts: (d) => ['aucun tarif de niveau BTS', ...d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => formatAmount(t.totalFee))], absent: (d) => [formatAmount(d.site('marcory').totalFee)] },
  { question: "c'est à quel site ?", previous: ['et pour le BTS logistique ?', 'Les cours commencent quand ?'], facts: (d) => [d.program('logistique').name, ...d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => t.site), '/contact'] },
  { question: 'et pour la licence ?', previous: ["comment on s'inscrit ?"], facts: () => ['étude de dossier'] },
  { question: 'il faut quels diplômes ?', previous: ['et le master marketing ?', 'la rentrée c’est quand ?'], facts: () => ['étude de dossier', 'Le Master se prépare après une licence'] },
  { question: "il aime l'informatique", previous: ['je cherche une école pour mon fils qui a eu le bac D'], facts: (d) => d.programs.filter((p) => /informatique/i.test(p.name)).map((p) => p.name), absent: (d) => [d.program('logistique').name] },
  { question: "c'est combien ?", previous: ['vous avez la cantine ?'], facts: () => campusItem('cafeteria'), absent: () => ['F CFA'] },
  { question: 'et le master marketing digital ?', previous: ["c'est combien à Cocody ?", "j'ai le bac"], facts: () => ['formation de niveau Master', 'après une licence, pas directement après le bac'] },

  { question: 'quelles filières en informatique ?', facts: (d) => d.programs.filter((x) => /informatique/i.test(x.name)).map((x) => x.name), absent: () => ['Logistique'] },
  { question: 'que proposez-vous après le bac ?', facts: (d) => d.programs.slice(0, 3).map((x) => x.name) },
  { question: 'inscription en ligne possible ?', facts: () => ['page Contact'] },
  { question: 'les cours commencent quand ?', facts: (d) => [d.news.find((n) => /rentr/i.test(n.title))?.title ?? 'Rentrée'] },
  { question: 'quelle est la différence entre BTS et licence ?', previous: ['vous avez des partenaires entreprises pour les stages ?'], absent: () => ['stage est garanti'] },
  { question: "Bonjour, je voudrais inscrire ma fille en BTS gestion commerciale, c'est combien à Yopougon ?", facts: (d) => [formatAmount(d.site('yopougon').totalFee)] },
  { question: 'où payer la scolarité ?', facts: (d) => d.tariffs.map((t) => t.accountInfo ?? '') },
  { question: 'vous avez un BTS tourisme ?', facts: () => ['Je ne trouve pas de formation qui corresponde exactement'] },
  // ---- Documents, uniform, supplies, bank
  { question: 'Quels documents faut-il pour s’inscrire ?', facts: (d) => d.site('cocody').requiredDocuments },
  { question: 'les pieces a fournir pour le dossier', facts: (d) => d.site('cocody').requiredDocuments },
  { question: 'quels papiers pour marcory ?', facts: (d) => d.site('marcory').requiredDocuments },
  { question: 'combien coute la tenue ?', facts: (d) => Object.values(d.site('cocody').uniformCosts ?? {}).map(String) },
  { question: 'prix de l uniforme a yopougon', facts: (d) => Object.values(d.site('yopougon').uniformCosts ?? {}).map(String) },
  { question: 'la cravate c combien', facts: (d) => [String(d.site('plateau').uniformCosts?.cravate)] },
  { question: 'Quelles fournitures faut-il apporter ?', facts: (d) => d.site('cocody').supplies },
  { question: 'fourniture marcory', facts: (d) => d.site('marcory').supplies },
  { question: 'le paiement se fait comment ?', facts: (d) => d.tariffs.map((t) => t.accountInfo ?? '') },
  { question: 'Comment payer par virement bancaire ?', facts: (d) => d.tariffs.map((t) => t.accountInfo ?? '') },
  { question: 'numéro de compte de la banque pour cocody', facts: (d) => [d.site('cocody').accountInfo ?? ''] },

  // ---- Sites, contact, hours
  { question: 'Vous êtes où ?', facts: (d) => d.tariffs.flatMap((t) => [t.site, t.location ?? '']) },
  { question: 'ou se trouve le site de marcory', facts: (d) => [d.site('marcory').location ?? '', d.site('marcory').phone ?? ''] },
  { question: "l'école est où à cocody ?", facts: (d) => [d.site('cocody').site, d.site('cocody').location ?? ''], absent: () => ['/galerie'] },
  { question: 'cocody', facts: (d) => [d.site('cocody').site, d.site('cocody').location ?? ''], absent: () => ['/galerie'] },
  { question: 'vous avez combien de sites ?', facts: (d) => d.tariffs.map((t) => t.site) },
  { question: 'vs ete ou exactemen', facts: (d) => d.tariffs.map((t) => t.site) },
  { question: 'adresse de yopougon', facts: (d) => [d.site('yopougon').location ?? ''] },
  { question: "C'est où le campus du plateau ?", facts: (d) => [d.site('plateau').location ?? ''] },
  { question: 'Quel est votre numéro de téléphone ?', facts: (d) => [d.content('contact_phone'), d.content('contact_phone2'), d.content('contact_phone3'), '/contact'] },
  { question: 'comment contacter le directeur ?', facts: (d) => [d.content('contact_phone')] },
  { question: 'je veux prendre rdv', facts: (d) => [d.content('contact_phone'), '/contact'] },
  { question: 'je peux vous joindre comment', facts: (d) => [d.content('contact_phone'), d.content('contact_email')] },
  { question: 'Votre adresse e-mail ?', facts: (d) => [d.content('contact_email')] },
  { question: 'numero de telephone de cocody', facts: (d) => [d.site('cocody').phone ?? ''] },
  { question: 'mail du site de yopougon', facts: (d) => [d.site('yopougon').email ?? ''] },
  { question: 'Quels sont vos horaires ?', facts: (d) => [...lines(d.content('contact_hours')), ...lines(d.content('campus_hours'))] },
  { question: 'le secretariat ouvre a quelle heure', facts: (d) => lines(d.content('contact_hours')) },
  { question: 'vous etes ouvert le samedi ?', facts: (d) => lines(d.content('contact_hours')) },
  { question: 'horaires du campus', facts: (d) => lines(d.content('campus_hours')) },
  { question: 'la bibliotheque ferme a quelle heure', facts: (d) => lines(d.content('campus_hours')) },
  { question: 'horraires d’ouverture', facts: (d) => lines(d.content('contact_hours')) },

  // ---- Enrolment, scholarships, internships (the contact page FAQ)
  { question: 'Comment s’inscrire ?', facts: () => ['étude de dossier', 'entretien', '/contact'] },
  { question: 'je veux minscrire en bts', facts: () => ['étude de dossier', 'entretien'] },
  { question: "Quelles sont les conditions d'admission ?", facts: () => ['étude de dossier', 'entretien'] },
  { question: 'comment faire la preinscription', facts: () => ['/contact'] },
  { question: 'cmt on fai pr sinscrir', facts: () => ['étude de dossier', '/contact'] },
  { question: "y a t il un concours d'entrée ?", facts: () => ['étude de dossier', 'entretien'] },
  { question: 'il faut le bac pour faire le BTS ?', facts: () => ['étude de dossier', "attestation du BAC"] },
  { question: 'on peut faire le bts sans le bac', facts: () => ['étude de dossier', "attestation du BAC"] },
  { question: 'quel niveau pour entrer en licence ?', facts: () => ['étude de dossier', 'entretien'] },
  { question: 'Avez-vous des bourses ?', facts: () => ['bourses', '/contact'] },
  { question: 'y a bourse ?', facts: () => ['bourses'] },
  { question: 'Est-ce que vous proposez une aide financière ?', facts: () => ['bourses'] },
  // A discount is not a bursary: no "oui" the data does not give.
  { question: 'si je paie tout en une fois il y a une réduction ?', facts: () => ["pas d'information sur une réduction", '/tarifs', '/contact'], absent: () => ['Oui,'] },
  { question: 'réduction pour deux enfants ?', facts: () => ["pas d'information sur une réduction", '/contact'], absent: () => ['Oui,'] },
  { question: 'je peux payer en une seule fois ?', facts: allTotals },
  { question: 'Les stages sont-ils garantis ?', facts: () => ['stage', '50 entreprises partenaires'] },
  { question: 'je suis une entreprise et je veux recruter vos diplômés', facts: (d) => ['Partenariat Entreprise', '/contact', d.content('contact_phone')] },
  { question: 'vous aidez a trouver un stage ?', facts: () => ['50 entreprises partenaires'] },
  { question: 'quels sont les debouches apres la formation', facts: () => ['50 entreprises partenaires'], absent: () => ['Oui :'] },

  // ---- Programmes
  { question: 'Quelles filières proposez-vous ?', facts: (d) => d.programs.map((p) => p.name), absent: (d) => d.hiddenPrograms.map((p) => p.name) },
  { question: 'vous avez quoi comme formations', facts: (d) => d.programs.map((p) => p.name) },
  { question: 'kel son vo filiere', facts: (d) => d.programs.map((p) => p.name) },
  { question: 'bjr g le bac je veu fer la compta', facts: (d) => [d.program('comptabilit').name] },
  { question: 'Quels sont vos BTS ?', facts: (d) => d.programs.filter((p) => p.level === 'BTS').map((p) => p.name), absent: (d) => d.programs.filter((p) => p.level === 'Master').map((p) => p.name) },
  { question: 'les bts industriels', facts: (d) => d.programs.filter((p) => p.category === 'BTS INDUSTRIEL').map((p) => p.name), absent: () => ['Logistique'] },
  { question: 'Avez-vous un master ?', facts: (d) => d.programs.filter((p) => p.level === 'Master').map((p) => p.name) },
  { question: 'les certificats sont ouverts à tout le monde ?', facts: (d) => d.programs.filter((p) => p.level === 'Certificat').map((p) => p.name), absent: (d) => lines(d.content('contact_hours')) },
  { question: 'les certificats', facts: (d) => d.programs.filter((p) => p.level === 'Certificat').flatMap((p) => [p.name, p.duration]) },
  { question: 'BTS logistique', facts: (d) => [d.program('logistique').name, d.program('logistique').duration] },
  { question: 'Parlez-moi de la filière comptabilité', facts: (d) => [d.program('comptabilit').name, d.program('comptabilit').level] },
  { question: 'bts informatique developpeur', facts: (d) => [d.program('développeur').name] },
  { question: 'Combien de temps dure la licence ?', facts: (d) => d.programs.filter((p) => p.level === 'Licence').flatMap((p) => [p.name, p.duration]) },
  { question: 'prix et durée du BTS logistique', facts: (d) => [d.program('logistique').name, d.program('logistique').duration, d.site('cocody').site, formatAmount(d.site('cocody').totalFee)] },
  { question: 'le certificat community management dure combien de temps', facts: (d) => [d.program('community').duration] },
  { question: 'durée du bts electrotechnique', facts: (d) => [d.program('électrotechnique').duration] },
  { question: 'formation en ressources humaines', facts: (d) => [d.program('ressources humaines').name] },
  // A subject taught at another level than the one asked: said so, never claimed at that level.
  { question: 'vous avez une licence en comptabilité ?', facts: (d) => ['Je ne trouve pas de formation de niveau Licence', d.program('comptabilit').name, d.program('licence').name], absent: (d) => [d.program('master').name] },
  { question: 'un master en finance ?', facts: (d) => ['Je ne trouve pas de formation de niveau Master', d.program('finance').name, d.program('master').name] },
  // A parent's long message, as typed.
  { question: "Bonjour madame, mon fils vient d'avoir son bac série G2 et il veut faire la comptabilité. Quelle formation vous conseillez et c'est combien à Yopougon ?", facts: (d) => [d.program('comptabilit').name, ...sheet(d, 'yopougon')] },
  { question: "bonsoir, ma fille a eu le BAC D, elle aime l'informatique, vous avez quoi pour elle ?", facts: (d) => d.programs.filter((x) => /informatique/i.test(x.name)).map((x) => x.name), absent: () => ['Logistique', '/actualites/'] },
  { question: 'svp je veux savoir si les inscriptions sont toujours ouvertes pour cette année', facts: () => ['étude de dossier', '/contact'] },
  { question: 'je veux créer mon entreprise', facts: (d) => [d.program('création').name] },
  { question: 'je voudrais devenir entrepreneur', facts: (d) => [d.program('entrepreneuriat').name] },
  { question: 'je suis en terminale, quelle filière choisir ?', facts: (d) => d.programs.map((p) => p.name) },
  { question: 'vous faites la formation continue pour les entreprises ?', facts: (d) => [d.institutes.find((i) => /continue/i.test(i.title))?.title ?? 'Formation Continue'] },
  { question: 'vous faites le marketing digital ?', facts: (d) => [d.program('marketing digital').name] },

  // ---- Institutes, news, gallery, the school
  { question: 'Quels sont vos instituts ?', facts: (d) => d.institutes.map((i) => i.title) },
  { question: "l'institut des nouvelles technologies", facts: (d) => [d.institutes.find((i) => /technologies/i.test(i.title))!.title] },
  { question: 'Quelles sont les dernières actualités ?', facts: (d) => d.news.slice(0, 3).flatMap((n) => [n.title, `/actualites/${n.slug}`]), absent: (d) => d.hiddenNews.map((n) => n.title) },
  { question: 'les dernières nouvelles', facts: (d) => [d.news[0].title], absent: (d) => d.institutes.map((i) => i.title) },
  { question: 'quoi de neuf ?', facts: (d) => [d.news[0].title] },
  { question: 'c quand les portes ouvertes ?', facts: (d) => [d.article('portes ouvertes').title, formatDateLong(d.article('portes ouvertes').date), `/actualites/${d.article('portes ouvertes').slug}`] },
  { question: 'quand est la rentree ?', facts: (d) => [d.article('rentrée').title, `/actualites/${d.article('rentrée').slug}`] },
  { question: 'quand a eu lieu la remise des diplômes ?', facts: (d) => [d.article('remise des diplômes').title, formatDateLong(d.article('remise des diplômes').date)] },
  { question: 'parlez-moi du double diplôme au Canada', facts: (d) => [d.article('double diplôme').title] },
  { question: 'le centre d’incubation', facts: (d) => [d.article('incubation').title] },
  { question: 'Je veux voir les photos', facts: (d) => d.albums.flatMap((a) => [a.title, `/galerie/${a.id}`]) },
  { question: 'photos de la remise des diplomes', facts: (d) => [d.album('remise des diplômes').title, `/galerie/${d.album('remise des diplômes').id}`] },
  { question: 'les foto de la remise de diplome', facts: (d) => [d.album('remise des diplômes').title], absent: () => ['réduction'] },
  { question: "la journée de l'entrepreneuriat", facts: (d) => [d.album('entrepreneuriat').title, `/galerie/${d.album('entrepreneuriat').id}`] },
  { question: "qui a fondé l'école ?", facts: (d) => [d.founder.founderName] },
  { question: "c'est quoi l'incubateur ?", facts: (d) => [d.article('incubation').title] },
  { question: "Qui est le fondateur de l'école ?", facts: (d) => [d.founder.founderName, d.founder.founderRole] },
  { question: "C'est quoi le cabinet ?", facts: () => ['/cabinet/'] },
  { question: 'les projets terminés du cabinet', facts: () => ['Les projets terminés de notre cabinet', '(Terminé)'], absent: () => ['(À venir)'] },
  { question: 'vous faites des audits pour les entreprises ?', facts: () => ['Audit', '/cabinet/'] },
  { question: 'Depuis quand existe l’école ?', facts: () => ['2010'] },
  { question: "c'est quoi LBS ?", facts: () => ['2010', '/a-propos'] },
  { question: "les inscriptions sont ouvertes jusqu'à quand ?", facts: () => ['étude de dossier'] },
  { question: 'Avez-vous un partenariat avec le Canada ?', facts: () => ['canadien'] },
  { question: 'Le campus', facts: (d) => [...lines(d.content('campus_hours')), '/campus'] },

  // ---- Greetings and thanks
  { question: 'Bonjour', facts: () => ['Bonjour'] },
  { question: 'on dit quoi', facts: () => ['Bonjour'] },
  { question: 'slt', facts: () => ['Bonjour'] },
  { question: 'Bonjour Kouassi, ça va ?', facts: () => ['Bonjour'] },
  { question: 'merci beaucoup !', facts: () => ['Avec plaisir'] },
  { question: "d'accord", facts: () => ['Avec plaisir'] },
  { question: 'au revoir', facts: () => ['Au revoir'] },
  { question: 'Bonjour, quels sont vos horaires ?', facts: (d) => ['Bonjour', ...lines(d.content('contact_hours'))] },
  { question: 'bonsoir', facts: () => ['Bonsoir'] },
  // A greeting before "c'est combien à <site>" asks the fees all the same.
  { question: "bonjour, c'est combien à Yopougon ?", facts: (d) => ['Bonjour', ...sheet(d, 'yopougon')] },
  { question: 'bjr cb pour le plateau svp', facts: (d) => sheet(d, 'plateau') },
  // Mobile money: the accounts the data gives, no yes it does not give.
  { question: 'vous acceptez orange money ?', facts: (d) => ["pas d'information sur le paiement par Mobile Money", '/contact', ...d.tariffs.flatMap((t) => (t.accountInfo ? [t.accountInfo] : []))], absent: () => ['Oui'] },
  { question: 'je peux payer en espèces ?', facts: () => ["pas d'information sur le paiement en espèces", '/contact'], absent: () => ['Oui'] },
  { question: 'le numéro de compte de cocody', facts: (d) => [d.site('cocody').accountInfo ?? ''] },
  { question: "la carte d'identité est obligatoire ?", facts: (d) => d.site('cocody').requiredDocuments },
  { question: 'on peut payer par wave a yopougon', facts: (d) => ['Mobile Money', d.site('yopougon').accountInfo ?? ''] },
  // What follows a diploma held: the next level's programmes, not the level held.
  {
    question: "j'ai eu mon bac cette année, je peux faire quoi chez vous ?",
    facts: (d) => ['Après le bac', 'étude de dossier', ...d.programs.filter((p) => p.level !== 'Master').map((p) => p.name)],
    absent: (d) => d.programs.filter((p) => p.level === 'Master').map((p) => p.name),
  },
  {
    question: "je viens d'avoir mon BTS, je peux continuer chez vous ?",
    facts: (d) => ['Après un BTS', ...d.programs.filter((p) => p.level === 'Licence').map((p) => p.name)],
    absent: (d) => d.programs.filter((p) => p.level === 'BTS').map((p) => p.name),
  },
  // A programme beyond the diploma held: its level, what it comes after, and what follows the diploma instead.
  {
    question: "Ma fille a le bac, elle veut faire le marketing digital, c'est possible ?",
    facts: (d) => [d.program('master').name, 'formation de niveau Master', 'après une licence, pas directement après le bac', 'Après le bac', d.program('gestion commerciale').name, d.program('community').name],
    absent: () => ['Oui, ', 'Oui : '],
  },
  { question: "j'ai eu mon bac, je veux faire le marketing digital", facts: (d) => ['après une licence, pas directement après le bac', d.program('gestion commerciale').name, d.program('logistique').name] },
  { question: "mon fils a le bac, il veut faire le marketing digital, c'est combien ?", facts: () => ['après une licence, pas directement après le bac', 'pas de tarif publié pour le niveau Master'] },
  { question: "j'ai un BTS, je veux faire le master marketing digital", facts: (d) => ['pas directement après un BTS', 'Après un BTS', ...d.programs.filter((p) => p.level === 'Licence').map((p) => p.name)] },
  { question: "j'ai une licence, je veux faire le master marketing digital", facts: (d) => [`${d.program('master').name} : formation de niveau Master`], absent: () => ['pas directement'] },
  { question: 'il y a un master ?', facts: (d) => [`${d.program('master').name} : formation de niveau Master`], absent: () => ['fasse suite'] },
  { question: 'ma fille a juste le bac', facts: (d) => ['Après le bac', d.program('logistique').name], absent: (d) => [d.program('master').name] },
  { question: 'bonjour vous avez un bts en transport ?', facts: () => ['Je ne trouve pas de formation qui corresponde exactement', 'Nos formations BTS'], absent: () => campusItem('transports') },
  { question: "c'est quoi la différence entre BTS et licence ?", facts: (d) => ['Nos formations BTS', 'Nos formations Licence', ...d.programs.filter((p) => p.level === 'BTS' || p.level === 'Licence').map((p) => p.name)] },
  { question: "je n'ai pas eu le bac, je peux faire quoi ?", facts: () => ['étude de dossier', 'attestation du BAC'] },
  { question: 'je peux payer en 2 fois ?', facts: (d) => amounts(d.site('cocody').firstPayment, d.site('cocody').secondPayment, d.site('cocody').thirdPayment) },
  { question: "je veux parler à quelqu'un", facts: (d) => [d.content('contact_email')] },
  { question: "BTS non orienté c'est combien ?", facts: (d) => sheet(d, 'plateau') },
  { question: 'vous avez des bourses pour les filles ?', facts: () => ["propose des bourses d'études", '/contact'], absent: () => ['Oui'] },
  { question: "je veux m'inscrire à Yopougon", facts: (d) => ['étude de dossier', 'Site de Yopougon', ...d.site('yopougon').requiredDocuments] },
  // What the /campus page says (shared/campus.ts).
  { question: 'y a le wifi ?', facts: () => [...campusItem('wifi'), '/campus'] },
  { question: 'il y a une cantine ?', facts: () => campusItem('cafeteria') },
  { question: 'vous avez une bibliothèque ?', facts: () => campusItem('bibliotheque') },
  { question: 'il y a un parking ?', facts: () => campusItem('parking') },
  { question: 'vous proposez quoi ?', facts: (d) => d.programs.map((p) => p.name) },
  { question: 'pourquoi choisir votre école ?', facts: (d) => [...[1, 2, 3, 4].flatMap((n) => [d.content(`feature${n}_title`), d.content(`feature${n}_description`)]), '/a-propos'] },
  // What the home page promises (shared/highlights.ts and the why-choose-us block): its own sentences.
  { question: 'il y a des cours en ligne ?', facts: () => [...highlight('digital'), 'entièrement à distance', '/contact'] },
  { question: 'on peut étudier à distance ?', facts: () => highlight('digital') },
  // The page's card, and a particular diploma left to the school (DECISIONS: no diploma claim the data does not make).
  { question: "Est-ce que le BTS est reconnu par l'État ?", facts: () => [...highlight('diplomas'), MILESTONES.find((m) => m.id === 'recognition')!.description, 'reconnaissance d\'un diplôme en particulier', '/contact'] },
  { question: 'vos diplômes sont homologués ?', facts: () => highlight('diplomas') },
  { question: 'les profs sont qualifiés ?', facts: (d) => [d.content('feature1_title'), d.content('feature1_description')] },
  { question: 'qui sont vos enseignants', facts: (d) => [d.content('feature1_description')] },
  { question: 'il y a un suivi personnalisé des étudiants ?', facts: () => highlight('support') },
  { question: "y a des échanges à l'étranger ?", facts: (d) => [d.content('feature4_title'), d.content('feature4_description')] },
  { question: 'vous faites des doubles diplômes ?', facts: (d) => [d.article('Double diplôme').title, d.content('feature4_description')] },
  { question: "est-ce que vous avez des stages à l'étranger ?", facts: () => ['50 entreprises partenaires'], absent: () => ['Oui'] },
  { question: 'je suis une entreprise et je cherche des stagiaires', facts: () => ['Partenariat Entreprise', '/contact'] },
  { question: 'y a-t-il une formation en agriculture ?', facts: (d) => [d.institute('Agriculture').title] },
  { question: "je veux faire de l'agro-business", facts: (d) => [d.institute('Agriculture').title] },
  { question: 'vos projets en cours ?', facts: (d) => d.projects.map((p) => p.title) },
  { question: 'je travaille, je peux suivre une formation le soir ?', facts: (d) => [d.article('cours du soir').title] },
  { question: "c'est quoi les conditions pour entrer en master ?", facts: () => ['étude de dossier', 'entretien'] },
  { question: 'quelle est la différence entre le BTS tertiaire et industriel ?', facts: (d) => d.programs.filter((p) => p.level === 'BTS').map((p) => p.name) },
  { question: 'comment payer la scolarité ?', facts: (d) => d.tariffs.flatMap((t) => (t.accountInfo ? [t.accountInfo] : [])) },
  { question: 'merci beaucoup, bonne journée', facts: () => ['Avec plaisir'], absent: (d) => [d.article('portes ouvertes').title] },
  { question: 'qui est Alain-Serge Ehouman ?', facts: (d) => [d.founder.founderName, d.founder.founderRole] },
  { question: 'je veux parler au directeur', facts: (d) => [d.content('contact_phone'), '/contact'] },
  { question: 'je peux payer la scolarité en 10 fois ?', facts: (d) => amounts(d.site('cocody').firstPayment, d.site('cocody').secondPayment, d.site('cocody').thirdPayment) },
  { question: 'vous avez une licence en informatique ?', facts: (d) => ['Je ne trouve pas de formation de niveau Licence', ...d.programs.filter((p) => /informatique/i.test(p.name)).map((p) => p.name)] },
  { question: 'où ça ?', previous: ['vous avez le BTS logistique ?'], facts: (d) => ['Logistique', ...d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => t.site), '/contact'] },
  { question: 'ça dure combien de temps ?', previous: ['et à Yopougon ?', "c'est combien ?", 'je cherche une formation en informatique'], facts: (d) => ['Ces formations durent 2 ans', ...d.programs.filter((p) => /informatique/i.test(p.name)).map((p) => p.name)], absent: (d) => [d.program('Master').name] },
  { question: "c'est combien ?", previous: ['je cherche une formation en informatique'], facts: (d) => d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => t.site), absent: (d) => [d.site('marcory').site] },
  { question: 'ok merci, au revoir', facts: () => ['Avec plaisir', 'Au revoir'] },
  {
    question: 'Bonsoir madame, mon fils a eu son bac D cette année, il aime beaucoup les ordinateurs. Quelle formation vous conseillez et combien ça coûte à Yopougon ?',
    facts: (d) => ['Bonsoir', 'Après le bac', ...d.programs.filter((p) => /informatique/i.test(p.name)).map((p) => p.name), ...sheet(d, 'yopougon')],
  },
  { question: 'bsr c cmb la formation o plato', facts: (d) => ['Bonsoir', ...sheet(d, 'plateau')] },
  { question: 'le bts dur cmb de tan', facts: () => ['BTS durent 2 ans'] },
  { question: 'je ve parle a kelkun', facts: (d) => [d.content('contact_phone'), d.content('contact_email')] },
  { question: 'combien coûte la première année de BTS ?', facts: (d) => d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => t.site) },
  { question: 'et la deuxième année ?', previous: ['combien coûte la première année de BTS ?'], facts: () => ['pour les années suivantes, contactez-nous', '/contact'] },
  { question: "la licence 2 c'est combien ?", facts: (d) => ['pour les années suivantes', d.site('marcory').site] },
  { question: 'quel niveau faut-il pour la licence ?', facts: (d) => ['étude de dossier', 'titulaires d’un BTS', ...d.site('marcory').requiredDocuments.filter((x) => /BAC|diplôme/.test(x))] },
  { question: 'où déposer le dossier ?', facts: () => ['étude de dossier', 'service de la scolarité'] },
  // What the about page says (shared/about.ts).
  { question: 'quelles sont vos valeurs ?', facts: () => SCHOOL_VALUES.flatMap((v) => [v.title, v.description]) },
  { question: "l'histoire de l'école", facts: () => MILESTONES.flatMap((m) => [m.year, m.title]) },
  { question: 'le campus fait combien de m² ?', facts: () => [MILESTONES.find((m) => m.id === 'campus')!.description] },
  { question: 'combien de diplômés avez-vous ?', facts: () => SCHOOL_FIGURES.filter((f) => f.id === 'graduates').flatMap((f) => [f.label, f.value]) },
  { question: "quel est votre taux d'insertion ?", facts: () => SCHOOL_FIGURES.filter((f) => f.id === 'employment').flatMap((f) => [f.label, f.value]) },
  { question: 'vos diplômés trouvent du travail ?', facts: () => ['50 entreprises partenaires', ...SCHOOL_FIGURES.filter((f) => f.id === 'employment').flatMap((f) => [f.label, f.value])] },
  { question: 'la nouvelle salle informatique est où ?', facts: (d) => [d.article('salle informatique').title] },
  { question: 'je veux incuber mon projet', facts: (d) => [d.article('incubation').title] },
  { question: 'je peux passer cet après-midi ?', facts: (d) => lines(d.content('contact_hours')) },
  { question: 'comment venir à Marcory en taxi ?', facts: (d) => [d.site('marcory').location ?? ''] },
  { question: 'je veux écrire au directeur', facts: (d) => [d.content('contact_email'), '/contact'] },
  { question: 'trop cher', facts: () => ['trois versements', "bourses d'études", '/contact'] },
  { question: "le bts c'est cher ?", facts: (d) => d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => formatAmount(t.totalFee)) },
  { question: 'quelle formation pour devenir secrétaire ?', facts: (d) => [d.program('Assistanat').name] },
  { question: 'je veux faire du commerce international', facts: (d) => [d.program('Commerce').name] },
  { question: 'je suis salarié, vous avez des formations pour moi ?', facts: (d) => [d.institute('Formation Continue').title] },
  { question: 'vous avez des formations courtes ?', facts: (d) => [d.institute('Formation Continue').title] },
  { question: 'les cours sont en présentiel ?', facts: () => [...highlight('digital'), 'entièrement à distance'] },
  { question: 'vous avez un site à Abobo ?', facts: (d) => d.tariffs.map((t) => t.site) },
  { question: "mon prof m'a conseillé le BTS logistique", facts: () => ['Logistique'], absent: (d) => [d.content('feature1_title')] },
  { question: 'le BTS logistique se fait dans quel site ?', facts: (d) => ['Logistique', ...d.tariffs.filter((t) => /BTS/.test(t.programName)).map((t) => t.site), '/contact'] },
  { question: "Bonsoir, mon neveu a un BTS en comptabilité et il voudrait faire une licence, c'est combien ?", facts: (d) => ['Bonsoir', ...sheet(d, 'marcory')] },
  { question: 'la scolarité peut être payée par mois ?', facts: (d) => amounts(d.site('yopougon').firstPayment, d.site('yopougon').secondPayment, d.site('yopougon').thirdPayment) },
  { question: "mon fils est en BTS ailleurs, il peut changer d'école ?", facts: () => ['étude de dossier', 'entretien'] },
  { question: 'BTS FCGE', facts: (d) => [d.programs.find((p) => p.name.startsWith('Finance'))!.name] },
  { question: "c'est quoi le BTS IDA ?", facts: (d) => [d.programs.find((p) => p.name.startsWith('Informatique'))!.name] },
  { question: 'les modalités de paiement', facts: (d) => amounts(d.site('cocody').firstPayment, d.site('cocody').secondPayment, d.site('cocody').thirdPayment) },
  { question: 'y a pas moyen de réduire ?', facts: () => ["pas d'information sur une réduction"] },
  { question: 'les cours commencent quand au plateau ?', facts: (d) => [d.article('Rentrée').title] },
  { question: 'quel est le site le moins cher ?', facts: (d) => { const t = [...d.tariffs].sort((a, b) => a.totalFee - b.totalFee)[0]; return ['moins élevé', t.site, formatAmount(t.totalFee)]; } },
  { question: 'je suis à Abobo, quel site est le plus proche ?', facts: (d) => d.tariffs.map((t) => t.site) },
  { question: 'il faut combien de photos ?', facts: () => ["photos d'identité"] },
  { question: 'on paie la scolarité en combien de fois ?', facts: (d) => amounts(d.site('plateau').firstPayment, d.site('plateau').secondPayment, d.site('plateau').thirdPayment) },
  { question: "c'est par an ou pour les 2 ans ?", facts: (d) => ['Chaque tarif publié porte sur la formation indiquée', ...allTotals(d)] },
  { question: 'vous prenez encore des inscriptions ?', facts: () => ['étude de dossier', '/contact'] },
  { question: 'quelle différence entre BTS orienté et non orienté ?', facts: (d) => d.tariffs.filter((t) => /orient/i.test(t.programName)).flatMap((t) => [t.site, t.description ?? '']) },
  { question: "mon fils n'a pas été orienté par l'état, c'est combien ?", facts: (d) => sheet(d, 'plateau') },
  { question: "je viens d'avoir mon BTS, je peux faire la licence ?", facts: (d) => [d.programs.find((p) => p.level === 'Licence')!.name] },
  { question: 'et le BTS informatique ?', previous: ["le BTS logistique c'est combien ?"], facts: (d) => allTotals(d).slice(0, 2) },
  { question: "la licence c'est combien à Cocody ?", facts: (d) => ['aucun tarif de niveau Licence', d.site('marcory').site, formatAmount(d.site('marcory').totalFee)] },
  { question: 'apres ma licence je peux faire quoi', facts: (d) => d.programs.filter((p) => p.level === 'Master').map((p) => p.name) },

  // ---- WhatsApp conversations (2026-11-26, night): several questions in one message, follow-ups
  {
    question:
      "Bonjour, je suis parent d'élève. Mon fils a eu son bac cette année, il aime la gestion. Vous avez quelle formation pour lui ? C'est combien à Cocody et on paye comment ? Aussi il faut quels documents pour l'inscription svp. Merci",
    facts: (d) => [d.program('gestion commerciale').name, ...sheet(d, 'cocody'), d.site('cocody').accountInfo!, ...d.site('cocody').requiredDocuments],
  },
  {
    question: "mon fils a eu son bac cette année. vous faites quoi comme formation ? c'est combien à yopougon ? ya bourse ? et vous êtes où à yop ?",
    facts: (d) => [d.program('logistique').name, ...sheet(d, 'yopougon'), 'bourses', d.site('yopougon').location!],
  },
  { question: "c'est combien à Cocody et on paye comment ?", facts: (d) => [...sheet(d, 'cocody'), d.site('cocody').accountInfo!] },
  { question: "il faut quels papiers pour s'inscrire", facts: (d) => d.site('marcory').requiredDocuments },
  { question: 'le dossier se dépose où', facts: () => ["étude de dossier, suivie d'un entretien", 'page Contact'] },
  { question: 'mon enfant a eu le BEPC il peut faire quoi chez vous', facts: () => ["étude de dossier, suivie d'un entretien", "attestation du BAC"] },
  { question: 'jai un BTS en logistique', facts: (d) => ['Après un BTS', d.program('licence').name], absent: (d) => [d.program('électrotechnique').name] },
  { question: 'il faut quoi comme diplome', previous: ['bsr ya licence a cocody ?'], facts: () => ["étude de dossier, suivie d'un entretien", 'Les titulaires d’un BTS'] },
  { question: 'c combien', previous: ['je veux faire informatique'], facts: (d) => [d.site('cocody').site, formatAmount(d.site('cocody').totalFee)], absent: (d) => [d.site('marcory').programName] },
  { question: "c'est combien", previous: ['bjr je travaille déjà, vous avez les cours du soir ?'], facts: () => ['Je n\'ai pas de tarif publié pour le niveau Certificat'] },
  { question: 'c combien chez vous la bas', previous: ['bjr je suis a yopougon, ya BTS electrotechnique ?'], facts: (d) => sheet(d, 'yopougon'), absent: (d) => [d.site('cocody').site] },

  // ---- Read in a round of 2026-11-27 (docs/decisions/024): what the summary leaves out, SMS words, a subject not taught.
  { question: 'la rentree des 2eme annee c quand ?', facts: () => ['deuxième et troisième années le lundi 12 octobre'] },
  { question: 'et pour les 3eme annee ?', previous: ['la rentree c quand'], facts: () => ['le lundi 12 octobre'] },
  { question: 'les nn orientés payent combien ?', facts: (d) => [d.site('plateau').site, 'Non Orientés', formatAmount(d.site('plateau').totalFee)] },
  { question: 'vous avez une licence en droit ?', facts: (d) => ['Je ne trouve pas de formation de niveau Licence', d.program('Licence').name] },
  { question: 'cc', facts: (d) => [`assistant virtuel de ${d.content('site_name')}`] },
  { question: "c'est quoi le nom de l'ecole", facts: (d) => [d.content('site_name'), d.content('site_short_name')] },
  { question: 'vous etes a abobo ?', facts: (d) => d.tariffs.map((t) => t.site) },
  { question: 'je veux devenir comptable, quelle filiere ?', facts: (d) => [d.program('Comptabilité').name] },
  { question: "c gratuit l'inscription ?", facts: (d) => d.tariffs.flatMap((t) => [t.site, formatAmount(t.inscriptionFee)]) },

  // ---- Out of scope: declined with the contact page and phone
  { question: 'Quelle est la capitale du Japon ?', decline: true },
  { question: 'Bonjour, la capitale du Japon svp ?', decline: true },
  { question: 'Quel temps fait-il à Abidjan ?', decline: true },
  { question: 'Combien coûte un iPhone 15 ?', decline: true },
  { question: 'Qui a gagné la CAN 2024 ?', decline: true },
  { question: 'Donne-moi une recette de garba', decline: true },
  { question: 'Peux-tu faire mes devoirs de mathématiques ?', decline: true },
  { question: 'Quel est le prix du pain ?', decline: true },
  { question: 'Comment obtenir un visa pour la France ?', decline: true },
  { question: 'Qui est le président de la Côte d’Ivoire ?', decline: true },
  { question: 'Quelle heure est-il ?', decline: true },
  { question: 'Y a-t-il une piscine sur le campus ?', decline: true },
  { question: 'Vous vendez des ordinateurs portables ?', decline: true },
  { question: 'Raconte-moi une blague', decline: true },
  { question: 'asdfgh qwerty', decline: true },
  { question: 'Combien coûte un billet d’avion pour Paris ?', decline: true },
  { question: 'Quel est le meilleur restaurant de Cocody ?', decline: true },
  { question: "Combien d'étudiants avez-vous ?", decline: true },
  { question: 'emploi du temps', decline: true },
  { question: 'quel est le taux de réussite au BTS ?', decline: true },
  { question: 'vous vendez des ordinateurs ?', decline: true },
  { question: 'ma fille veut être infirmière', decline: true },
  { question: 'une formation en droit ?', decline: true },
  { question: 'combien coûte un terrain à Cocody ?', decline: true },
  { question: "comment aller à l'étranger ?", decline: true },
  { question: "le BTS d'État c'est quand ?", decline: true },
  // Words of the campus page or of the founder, about something else.
  { question: 'qui a fondé Facebook ?', decline: true },
  { question: 'je suis malade', decline: true },
  { question: 'vous vendez des livres ?', decline: true },
  { question: "la sécurité sociale c'est quoi ?", decline: true },
  // No boarding house in the data (and "internat" is not "internet").
  { question: 'Vous avez un internat pour les étudiants ?', decline: true },
  { question: 'il y a des logements à Cocody ?', decline: true },
  // The seeded site settings leave the social links empty: nothing sure to say.
  { question: 'vous avez une page facebook ?', decline: true },
  // Applying to teach is a job, not a question about the teaching.
  { question: 'vous recrutez des enseignants ?', decline: true },
];
