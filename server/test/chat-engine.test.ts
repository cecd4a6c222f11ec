// The chat engine without a database: French normalisation, intents, ambiguity, declines,
// the reply markup and the optional model's guard.
import { describe, expect, it } from 'vitest';
import { isSafeChatHref, parseChatMarkup } from '@ecole/shared/chat-markup';
import { CAMPUS_ACCESS, CAMPUS_FACILITIES, CAMPUS_SERVICES } from '@ecole/shared/campus';
import { contentDefault, toContentMap } from '@ecole/shared/content-keys';
import { formatAmount, formatDateLong } from '@ecole/shared/format';
import { MILESTONES, SCHOOL_FIGURES, SCHOOL_VALUES, type MilestoneId } from '@ecole/shared/about';
import { HIGHLIGHTS, type HighlightId } from '@ecole/shared/highlights';
import type { Tariff } from '@ecole/shared/schemas/tariffs';
import { answer } from '../src/features/chat/engine/answer';
import { buildKnowledge, type Knowledge, type Snapshot } from '../src/features/chat/engine/knowledge';
import { rephrase, staysWithinFacts } from '../src/features/chat/engine/llm';
import { analyse, normalize } from '../src/features/chat/engine/text';

const tariff = (o: Partial<Tariff>): Tariff => ({
  id: 1,
  site: 'Site de Cocody',
  location: 'Rue des Jardins, Cocody',
  phone: '+225 27 22 00 00 11',
  email: 'cocody@ecole.example',
  accountInfo: 'Banque Exemple – Compte 0001',
  programName: 'BTS - Orientés 1ère Année',
  programDuration: '2 ans',
  inscriptionFee: 85000,
  fraisAnnexes: 140000,
  totalFee: 225000,
  firstPayment: 85000,
  secondPayment: 85000,
  thirdPayment: 55000,
  description: null,
  requiredDocuments: ["4 photos d'identité", "2 extraits d'acte de naissance"],
  uniformCosts: { tissu: '15 000 F CFA', cravate: '3 000 F CFA', blouse: '7 500 F CFA' },
  supplies: ['1 rame de papier'],
  ...o,
});

const snapshot: Snapshot = {
  programs: [
    { id: 1, name: 'Logistique', category: 'BTS TERTIAIRES', level: 'BTS', duration: '2 ans', imageUrl: null },
    { id: 2, name: 'Gestion Commerciale', category: 'BTS TERTIAIRES', level: 'BTS', duration: '2 ans', imageUrl: null },
    { id: 3, name: 'Électrotechnique', category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null },
    { id: 4, name: 'Master Marketing Digital & E-Commerce', category: 'LICENCE/MASTER', level: 'Master', duration: '2 ans', imageUrl: null },
    { id: 5, name: 'Certificat Community Management', category: 'CERTIFICAT', level: 'Certificat', duration: '3 mois', imageUrl: null },
  ],
  tariffs: [
    tariff({}),
    tariff({ id: 2, site: 'Site du Plateau', location: 'Avenue des Banques, Plateau', programName: 'BTS - Non Orientés 1ère Année', inscriptionFee: 100000, fraisAnnexes: 250000, totalFee: 350000, firstPayment: 150000, secondPayment: 100000, thirdPayment: 100000 }),
  ],
  content: toContentMap([{ key: 'contact_phone', value: '+225 01 02 03 04 05' }]),
  institutes: [],
  news: [
    {
      id: 7, slug: 'rentree-2026', title: 'Rentrée 2026-2027 : calendrier et démarches', summary: 'Les cours reprennent le 5 octobre.',
      category: 'Formation', author: 'Direction', date: '2026-08-25', imageUrl: null, featured: false, isActive: true,
    },
  ],
  newsTexts: new Map([
    [
      7,
      'La rentrée des étudiants de première année aura lieu le lundi 5 octobre 2026 sur les quatre sites ; celle des étudiants de deuxième et troisième années le lundi 12 octobre.\nPour finaliser votre inscription, présentez-vous au service de la scolarité de votre site.',
    ],
  ]),
  albums: [],
  projects: [],
  founder: null,
};
const k = buildKnowledge(snapshot);
const say = (q: string, previous?: string[]) => answer(k, q, { previous });
/** A conversation's last answer: each turn asked with the ones before it, the latest first. */
const conversation =
  (knowledge: Knowledge) =>
  (...turns: string[]) =>
    turns.reduce<{ earlier: string[]; last: string }>(({ earlier }, q) => ({ earlier: [q, ...earlier], last: answer(knowledge, q, { previous: earlier }).text }), { earlier: [], last: '' }).last;

/** The fixture's knowledge with more programmes, as [id, name, category, level, duration]. */
const withPrograms = (...extra: Array<[number, string, string, string, string]>) =>
  buildKnowledge({
    ...snapshot,
    programs: [...snapshot.programs, ...extra.map(([id, name, category, level, duration]) => ({ id, name, category, level, duration, imageUrl: null }))],
  });

describe('French normalisation', () => {
  it('folds accents, capitals, apostrophes and SMS shorthand', () => {
    for (const [typed, read] of [
      ['C’EST COMBIEN la Scolarité à Yop ?', 'combien la scolarite a yopougon'],
      ['slt, vs etes ou ?', 'salut ou se trouve'],
      ['frais d’inscription', 'fraisinscription'],
      ['mensualités', 'tranches'],
      ['cmt on fai pr sinscrir', 'comment on fai pour sinscrir'],
      ['kel son vo filiere', 'quel son vos filiere'],
      ['vs ete ou exactemen', 'ou se trouve exactemen'],
      ['je veu fer la compta', 'je veux faire la comptabilite'],
      ['les dernières nouvelles', 'les actualites'],
      ['on dit quoi', 'salut'],
      ['slt vs fete ki formation', 'salut vous faites quelle formation'],
      ['le bts dur cmb de tan', 'le bts dure combien de temps'],
      ['je ve parle a kelkun', "je veux parle a quelqu un"],
      ['c cmb o plato', 'c combien au plateau'],
      ['plato horaire', 'plateau horaire'],
      ['les nouvelles technologies', 'les nouvelles technologies'],
      ['inscripsion cest koman', 'inscripsion c est comment'],
      ['les foto de la remise de diplome', 'les photos de la remisediplomes'],
      ["c'est quoi l'incubateur ?", 'c est quoi l incubation'],
      ["le BTS d'État c'est quand ?", 'le examenbts c est quand'],
      ['une vidéo', 'une videos'],
    ])
      expect(normalize(typed), typed).toBe(read);
  });

  it('repairs misspelt words and drops plurals', () => {
    const a = analyse('horraires incriptions filieres', k.vocabulary);
    expect(a.unknown).toEqual([]);
    expect(a.content).toEqual(analyse('horaire inscription filière', k.vocabulary).content);
  });
});

describe('answers', () => {
  it('states every fee and instalment of a named site, formatted', () => {
    const r = say('combien ca coute a cocody');
    for (const n of [85000, 140000, 225000, 55000]) expect(r.text).toContain(formatAmount(n));
    expect(r.text).not.toContain(formatAmount(350000));
    expect(r.declined).toBe(false);
  });

  it('asks which site, listing each one, when the question names none', () => {
    const r = say('Quels sont les frais de scolarité ?');
    expect(r.text).toContain(`Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)}`);
    expect(r.text).toContain(`Site du Plateau — BTS - Non Orientés 1ère Année (2 ans) : ${formatAmount(350000)}`);
    expect(r.text).toContain('Sur quel site souhaitez-vous étudier : Cocody ou Plateau ?');
  });

  it("links an answer about one site's sheets to that site's tab of /tarifs, and one about several to the page (decision 045)", () => {
    const tabOf = (q: string, knowledge = k) => /\[Nos Tarifs\]\(([^)]*)\)/.exec(answer(knowledge, q).text)?.[1];
    expect(tabOf('c combien la scolarité au plateau ?')).toBe('/tarifs?site=plateau');
    expect(tabOf('la 2e tranche à cocody')).toBe('/tarifs?site=cocody');
    // The bank account of the site asked: the tab that shows that account.
    expect(tabOf('le numéro de compte pour payer au plateau ?')).toBe('/tarifs?site=plateau');
    expect(tabOf('les pièces à fournir à cocody ?')).toBe('/tarifs?site=cocody');
    // Several sites in the answer: the page, on its first tab.
    expect(tabOf('Quels sont les frais de scolarité ?')).toBe('/tarifs');
    expect(tabOf('le numéro de compte pour payer ?')).toBe('/tarifs');
    // A second sheet of the same site has a tab of its own.
    const twoAtPlateau = buildKnowledge({ ...snapshot, tariffs: [...snapshot.tariffs, tariff({ id: 3, site: 'Site du Plateau', programName: 'Licence 1 - Management', totalFee: 500000 })] });
    expect(tabOf('la licence au plateau c combien ?', twoAtPlateau)).toBe('/tarifs?site=plateau-2');
  });

  it('picks the sheet the programme name points to', () => {
    expect(say('prix du bts non orienté').text).toContain(formatAmount(350000));
    expect(say('la 2e tranche au plateau').text).toContain(`2e versement (un mois après le premier) : ${formatAmount(100000)}`);
  });

  it('answers whether the fees may be paid in several times with each site\'s payments, and how to pay with the accounts', () => {
    const cocody = `${formatAmount(85000)}, ${formatAmount(85000)} puis ${formatAmount(55000)}`;
    for (const q of ['vous acceptez le paiement en plusieurs tranches ?', 'on peut payer en plusieurs fois ?', 'paiement échelonné possible ?']) {
      const r = say(q);
      expect(r.declined, q).toBe(false);
      expect(r.text, q).toContain(cocody);
    }
    for (const q of ['le paiement se fait comment ?', 'comment se fait le paiement ?', 'on paye comment ?']) {
      const r = say(q);
      expect(r.declined, q).toBe(false);
      expect(r.text, q).toContain('Banque Exemple – Compte 0001');
    }
  });

  it('lists the programmes whose names share the word asked about, and what follows the bac', () => {
    const withIt = withPrograms(
      [6, "Informatique Développeur d'Application", 'BTS INDUSTRIEL', 'BTS', '2 ans'],
      [7, 'Réseaux Informatiques et Télécommunications', 'BTS INDUSTRIEL', 'BTS', '2 ans'],
    );
    for (const q of ['quelles filières en informatique ?', 'formation en informatique ?']) {
      const r = answer(withIt, q);
      expect(r.text, q).toContain('Nos formations correspondantes :');
      expect(r.text, q).toContain("• Informatique Développeur d'Application (BTS, 2 ans)");
      expect(r.text, q).toContain('• Réseaux Informatiques et Télécommunications (BTS, 2 ans)');
      expect(r.text, q).not.toContain('Logistique');
    }
    // With nothing to narrow by, every programme, as before.
    expect(answer(withIt, 'quelles sont vos filières ?').text).toContain('Nos 7 filières :');
    for (const q of ['vous proposez quoi ?', 'vous avez quoi comme formations ?']) expect(answer(withIt, q).text, q).toMatch(/^Nos 7 filières :/);
    const afterBac = say("Bonsoir, je suis parent d'un nouveau bachelier, que proposez-vous après le bac ?");
    expect(afterBac.kind).toBe('programs');
    expect(afterBac.text).toContain('Logistique');
    expect(say('inscription en ligne possible ?').kind).toBe('enrol');
  });

  it('does not carry an earlier intent to a question that says more than a name', () => {
    // "BTS" alone after a question about internships would be a follow-up; this is a new question.
    const r = say('quelle est la différence entre BTS et licence ?', ['vous avez des partenaires entreprises pour les stages ?']);
    expect(r.kind).not.toBe('internship');
  });

  it('reads "when do classes start" as the rentrée', () => {
    for (const q of ['les cours commencent quand ?', 'quand est-ce que les cours reprennent ?', 'date de début des cours ?']) {
      expect(say(q).text, q).toContain('Rentrée 2026-2027 : calendrier et démarches');
    }
  });

  it('answers the price when an enrolment is only the context of "combien", and the accounts for "où payer"', () => {
    const r = say("Bonjour, je voudrais inscrire ma fille en BTS, c'est combien au Plateau ?");
    expect(r.kind).toBe('fees');
    expect(r.text).toContain(formatAmount(350000));
    expect(say('comment s inscrire ?').kind).toBe('enrol');
    const where = say('où payer la scolarité ?');
    expect(where.kind).toBe('bank');
    expect(where.text).toContain('Banque Exemple – Compte 0001');
  });

  it('says when no programme matches a word of the question before listing the level\'s', () => {
    const r = say('vous avez un BTS tourisme ?');
    expect(r.text).toMatch(/^Je ne trouve pas de formation qui corresponde exactement à votre demande\. Nos formations BTS :/);
    expect(r.text).toContain('Logistique');
    expect(say('quels BTS proposez-vous ?').text).toMatch(/^Nos formations BTS :/);
  });

  it('carries the intent of an earlier question to a follow-up', () => {
    const first = say('et au plateau ?');
    expect(first.wantsContext).toBe(true);
    expect(say('et au plateau ?', ['frais d inscription a cocody']).text).toContain(formatAmount(100000));
  });

  it('carries a site to a follow-up even where a news title holds its name, a programme to "how long", and a day to the hours', () => {
    const withNews = buildKnowledge({ ...snapshot, news: [...snapshot.news, { ...snapshot.news[0], id: 8, slug: 'salle-plateau', title: 'Une nouvelle salle informatique au Plateau', summary: null }] });
    const plateau = answer(withNews, 'et le plateau ?', { previous: ['à cocody', 'combien coûte le BTS ?'] });
    expect(plateau.kind).toBe('fees');
    expect(plateau.text).toContain(formatAmount(350000));

    expect(say('ça dure combien de temps ?').wantsContext).toBe(true);
    expect(say('ça dure combien de temps ?', ['c combien ?', 'je veux inscrire mon fils en BTS logistique']).text).toBe('Logistique dure 2 ans (niveau BTS).');
    expect(say('ça dure combien de temps ?', ['bonjour']).text).toMatch(/^Durée de nos formations :/);

    // "C'est combien ?" after a programme was named: the sheets of its level only.
    const price = say("c'est combien ?", ['je veux inscrire mon fils en BTS logistique']);
    expect(price.kind).toBe('fees');
    expect(price.text).toContain(`Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)}`);
    const master = say('combien ça coûte', ['parlez-moi du master']);
    expect(master.text).toMatch(/^Je n'ai pas de tarif publié pour le niveau Master\./);
    // A payment asked after the Master's missing price: that payment, of the sheets published.
    const second = say("le 2e versement c'est quand ?", ['combien ça coûte', 'parlez-moi du master']);
    expect(second.text).toMatch(/^Je n'ai pas de tarif publié pour le niveau Master\. Pour les formations publiées :\n2e versement \(un mois après le premier\) selon le site et la formation :\n/);
    expect(second.text).toContain(`Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(85000)}`);
    expect(second.text).toMatch(/\nPour le niveau Master, contactez-nous : /);
    expect(say("c'est payable en plusieurs fois ?", ['combien ça coûte', 'parlez-moi du master']).text).toMatch(
      /^Je n'ai pas de tarif publié pour le niveau Master\. Pour les formations publiées :\nVersements \(1er à l'inscription, 2e un mois après, puis 3e\) par site :\n/,
    );
    expect(say("c'est payable en plusieurs fois ?").text).toMatch(/^Versements \(1er à l'inscription/);

    // The site last named, even by a question that only named it ("et au Plateau ?").
    const docs = say('les documents à fournir', ['et au plateau ?', "c'est combien ?", 'le BTS logistique']);
    expect(docs.text).toMatch(/^Pièces à fournir pour l'inscription \(Site du Plateau\) :/);

    const saturday = say('et le samedi ?', ['quels sont vos horaires ?']);
    expect(saturday.kind).toBe('hours');
    expect(saturday.text).toContain(contentDefault('contact_hours'));

    // "Une formation en informatique" named the programmes sharing the word: their price and duration follow.
    const it = withPrograms([8, 'Informatique Développeur', 'BTS INDUSTRIEL', 'BTS', '2 ans'], [9, 'Réseaux Informatiques', 'BTS INDUSTRIEL', 'BTS', '2 ans']);
    const afterIt = ['et à Cocody ?', "c'est combien ?", 'je cherche une formation en informatique'];
    expect(answer(it, 'ça dure combien de temps ?', { previous: afterIt }).text).toBe('Ces formations durent 2 ans :\n• Informatique Développeur\n• Réseaux Informatiques');
    expect(answer(it, "c'est combien ?", { previous: afterIt.slice(2) }).text).not.toContain('Master');

    // "Où ça ?" after a programme: where it is taught; with nothing before, the sites.
    expect(say('où ça ?').wantsContext).toBe(true);
    for (const q of ['où ça ?', "c'est où ?", 'dans quel site ?']) {
      const where = say(q, ['vous avez le BTS logistique ?']);
      expect(where.kind, q).toBe('location');
      expect(where.text, q).toMatch(/^Logistique : formation de niveau BTS.*\nTarifs BTS publiés pour : Site de Cocody, Site du Plateau\.\nPour savoir sur quel site cette formation est dispensée/s);
    }
    expect(say('où ça ?', ['bonjour']).text).toMatch(/^Nous vous accueillons sur 2 sites :/);
  });

  it('answers a programme named after the hours, the news, the admission or the documents with the programme, not the earlier topic again', () => {
    const logistique = /^Logistique : formation de niveau BTS \(catégorie BTS TERTIAIRES\), d'une durée de 2 ans\./;
    for (const previous of [['Quels sont vos horaires ?'], ['Les cours commencent quand ?'], ["Comment s'inscrire ?"], ['Il faut quels documents ?', "le BTS électrotechnique à Cocody, c'est combien ?"]]) {
      const r = say('Vous avez un BTS en logistique ?', previous);
      expect(r.kind, previous[0]).toBe('programs');
      expect(r.text, previous[0]).toMatch(logistique);
    }
    expect(say('le BTS logistique', ['quels sont vos horaires ?']).text).toMatch(logistique);
    expect(say('Le Master marketing digital', ["Comment s'inscrire ?"]).text).toMatch(/^Master Marketing Digital & E-Commerce : formation de niveau Master/);
    // "Vous avez aussi le BTS X ?" asks whether the school has X, even after a price.
    expect(say('Vous avez aussi le BTS électrotechnique ?', ["le BTS logistique c'est combien ?"]).text).toMatch(/^Électrotechnique : formation de niveau BTS/);
    // A topic whose answer is about a programme is still taken up by a programme named alone.
    expect(say('et le BTS électrotechnique ?', ["le BTS logistique c'est combien ?"]).kind).toBe('fees');
    expect(say('le master ?', ["ça dure combien de temps, le BTS logistique ?"]).text).toMatch(/^Master Marketing Digital & E-Commerce dure 2 ans/);
    expect(say('et le master ?', ['le BTS logistique se fait dans quel site ?']).kind).toBe('location');
    expect(say('et en licence ?', ["quel niveau pour s'inscrire en BTS ?"]).kind).toBe('enrol');
    expect(say('et au plateau ?', ['quels sont vos horaires ?']).kind).toBe('hours');
  });

  it('reads each earlier question as it was understood: a level or a programme a follow-up named carries on', () => {
    // "Et en BTS ?" changed the level: "et le Plateau ?" asks the BTS there, not the Master.
    const plateau = say('et le Plateau ?', ['et en BTS ?', "le master marketing c'est combien ?"]);
    expect(plateau.kind).toBe('fees');
    expect(plateau.text).toMatch(/^Site du Plateau — BTS - Non Orientés 1ère Année \(2 ans\) :/);
    // "C'est combien ?" was the Logistique's price: at a site with no BTS sheet, the BTS sheets elsewhere.
    const withMarcory = buildKnowledge({ ...snapshot, tariffs: [...snapshot.tariffs, tariff({ id: 3, site: 'Site de Marcory', programName: 'Licence 1 - Management', totalFee: 500000 })] });
    const marcory = answer(withMarcory, 'et à Marcory ?', { previous: ["c'est combien ?", 'ma fille veut faire la logistique'] });
    expect(marcory.text).toMatch(/^Pour le Site de Marcory, aucun tarif de niveau BTS n'est publié\. Ailleurs :\n• Site de Cocody/);
    expect(marcory.text).not.toContain(formatAmount(500000));
    // "Ce site" after the Licence's price, published at Marcory only: that site, never named by the visitor.
    const thisSite = conversation(withMarcory)('je veux faire la licence', "c'est combien", 'et où se trouve ce site ?');
    expect(thisSite).toMatch(/^Site de Marcory : Rue des Jardins, Cocody\nTéléphone : /);
    // After the BTS's prices at two sites, "ce site" is not one of them: every site.
    expect(conversation(withMarcory)("c'est combien le BTS ?", 'et où se trouve ce site ?')).toMatch(/^Nous vous accueillons sur 3 sites :/);
    // "C'est à quel site ?" after a programme: where it is taught.
    expect(say("c'est à quel site ?", ['et pour le BTS logistique ?', 'les cours commencent quand ?']).text).toMatch(/^Logistique : formation de niveau BTS.*\nTarifs BTS publiés pour/s);
    // "Et pour la licence ?" after how to enrol is the admission; "il faut quels diplômes ?" after the Master, what it comes after.
    expect(say('et pour la licence ?', ["comment on s'inscrit ?"]).kind).toBe('enrol');
    const diplomas = say('il faut quels diplômes ?', ['et le master marketing ?', "c'est quand la rentrée ?"]);
    expect(diplomas.kind).toBe('enrol');
    expect(diplomas.text).toContain('\nLe Master se prépare après une licence.');
    // "Il aime l'informatique" after the bac: the programmes the word names, carried to "ça dure combien ?".
    const it = buildKnowledge({
      ...snapshot,
      programs: [...snapshot.programs, { id: 8, name: 'Informatique Développeur', category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null }, { id: 9, name: 'Réseaux Informatiques', category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null }],
      news: [...snapshot.news, { ...snapshot.news[0], id: 8, slug: 'salle', title: 'Une nouvelle salle informatique', summary: null }],
    });
    const taste = answer(it, "il aime l'informatique", { previous: ['mon fils a eu le bac'] });
    expect(taste.text).toBe("Plusieurs formations correspondent :\n• Informatique Développeur (BTS, 2 ans)\n• Réseaux Informatiques (BTS, 2 ans)\nLaquelle vous intéresse ?");
    expect(answer(it, 'et ça dure combien ?', { previous: ["c'est combien à Cocody ?", "il aime l'informatique", 'mon fils a eu le bac'] }).text).toMatch(/^Ces formations durent 2 ans :/);
    // "J'ai le bac" then "le master marketing digital ?": the diploma said before still holds, a price asked in between.
    expect(say('le master marketing digital ?', ["j'ai le bac"]).text).toMatch(/^Master Marketing Digital & E-Commerce \(2 ans\) est une formation de niveau Master/);
    expect(say('et le master marketing digital ?', ["c'est combien à Cocody ?", "j'ai le bac"]).text).toMatch(/^Master Marketing Digital & E-Commerce \(2 ans\) est une formation de niveau Master : elle se prépare après une licence, pas directement après le bac\./);
    // "Vous avez la cantine ?" then "c'est combien ?": what the campus page says of it.
    const canteen = say("c'est combien ?", ['vous avez la cantine ?']);
    expect(canteen.kind).toBe('campus');
    expect(canteen.text).not.toContain('F CFA');
  });

  it('reads "il y a un master ?" as asking whether there is one, and "elle a juste le bac" as a diploma held', () => {
    expect(say('il y a un master ?').text).toMatch(/^Master Marketing Digital & E-Commerce : formation de niveau Master/);
    expect(say('il ya le bts logistique la bas ?').text).toMatch(/^Logistique : formation de niveau BTS/);
    expect(say('ma fille a juste le bac').text).toMatch(/^Après le bac, nos formations de niveau BTS et Certificat :/);
    expect(say("elle n'a que le bac").text).toMatch(/^Après le bac, nos formations/);
    // A level asked for, whatever the campus page says of buses.
    const transport = say('bonjour vous avez un bts en transport ?');
    expect(transport.kind).toBe('programs');
    expect(transport.text).toMatch(/^Bonjour ! Je ne trouve pas de formation qui corresponde exactement à votre demande\. Nos formations BTS :/);
  });

  it('takes a question about what is offered after one about fees as a new question', () => {
    const r = say('quels BTS proposez-vous ?', ['combien coûte la scolarité ?']);
    expect(r.kind).toBe('programs');
    expect(r.text).toContain('Logistique');
    expect(r.text).not.toContain('F CFA');
  });

  it('answers where the school is, however the question is put', () => {
    for (const q of ["l'école se trouve où ?", 'vous êtes basés où ?', 'vous êtes situés où exactement ?', 'vous êtes où exactement ?', 'où se trouve l’école ?']) {
      const r = say(q);
      expect(r.kind, q).toBe('location');
      expect(r.text, q).toContain('Avenue des Banques, Plateau');
    }
  });

  it('says a list common to every site once', () => {
    const r = say('quels documents fournir ?');
    expect(r.text).toContain("Pièces à fournir pour l'inscription (tous nos sites) :\n• 4 photos d'identité");
  });

  it('answers programmes, levels and durations', () => {
    expect(say('bts logistique').text).toContain('Logistique : formation de niveau BTS');
    expect(say('les bts industriels').text).toContain('Électrotechnique');
    expect(say('les bts industriels').text).not.toContain('Logistique');
    expect(say('combien de temps dure le certificat ?').text).toContain('3 mois');
  });

  it('links a news item by its slug', () => {
    expect(say('quand est la rentrée ?').text).toContain('[Lire l\'article](/actualites/rentree-2026)');
  });

  it('answers hours from the content keys, defaults included', () => {
    expect(say('vous ouvrez a quelle heure ?').text).toContain(contentDefault('contact_hours'));
    expect(say('horaires du campus').text).toContain(contentDefault('campus_hours'));
  });

  it('declines what it does not know, with the contact page and the configured phone', () => {
    for (const q of ['Quelle est la capitale du Japon ?', 'combien coute un iphone', 'une piscine sur le campus ?', 'qwerty azerty']) {
      const r = say(q);
      expect(r.declined, q).toBe(true);
      expect(r.text).toContain('[page Contact](/contact)');
      expect(r.text).toContain('[+225 01 02 03 04 05](tel:+2250102030405)');
    }
  });

  it('greets, thanks and says goodbye', () => {
    expect(say('bjr').kind).toBe('greeting');
    expect(say('merci bcp').kind).toBe('thanks');
    expect(say('au revoir').kind).toBe('goodbye');
    expect(say('Bonjour, vos horaires ?').text).toMatch(/^Bonjour ! Horaires/);
    // "ok", "d'accord": the visitor has read the answer, nothing to decline.
    for (const q of ['ok', "d'accord", 'ok merci']) expect(say(q).kind, q).toBe('thanks');
    expect(say('ok merci, au revoir').text).toBe('Avec plaisir ! Au revoir et à bientôt chez Lagune Business School !');
    // A greeting is returned in kind.
    expect(say('bonsoir').text).toMatch(/^Bonsoir ! Je suis l'assistant virtuel/);
    expect(say('Bonsoir, vos horaires ?').text).toMatch(/^Bonsoir ! Horaires/);
  });

  it('answers "c\'est combien à <site> ?" with the fees, a greeting or thanks around it or not', () => {
    for (const q of ["c'est combien à Cocody ?", "bonjour, c'est combien à Cocody ?", 'bjr cb pour cocody svp', "merci, et c'est combien à Cocody ?"]) {
      const r = say(q);
      expect(r.kind, q).toBe('fees');
      expect(r.text, q).toContain(`Total : ${formatAmount(225000)}`);
    }
    expect(say("bonjour, c'est combien le BTS au Plateau ?").text).toMatch(/^Bonjour ! Site du Plateau — BTS - Non Orientés 1ère Année/);
  });

  it('answers mobile money, cash, a card or a cheque with what the data says: no yes it does not give, the accounts it has', () => {
    for (const q of ['vous acceptez orange money ?', 'on peut payer par wave ?', 'paiement mobile money', 'MTN momo possible ?']) {
      const r = say(q);
      expect(r.kind, q).toBe('bank');
      expect(r.text, q).toMatch(/^Je n'ai pas d'information sur le paiement par Mobile Money \(Orange Money, MTN, Moov, Wave\) ; pour le savoir, contactez notre équipe : \[page Contact\]\(\/contact\)/);
      expect(r.text, q).toContain('Banque Exemple – Compte 0001');
      expect(r.text, q).not.toMatch(/\bOui\b/);
    }
    // How to pay, in a sheet's description: quoted.
    const described = buildKnowledge({ ...snapshot, tariffs: [snapshot.tariffs[0], { ...snapshot.tariffs[1], description: 'Tarif des non orientés. Paiement possible par virement ou au service de la scolarité.' }] });
    for (const q of ['vous acceptez orange money ?', 'comment payer ?'])
      expect(answer(described, q).text, q).toMatch(/\nBon à savoir :\n• Site du Plateau — BTS - Non Orientés 1ère Année : Paiement possible par virement ou au service de la scolarité\.$/);
    // Once the administrator writes it on a sheet, it is the answer.
    const withMomo = buildKnowledge({ ...snapshot, tariffs: snapshot.tariffs.map((t) => ({ ...t, accountInfo: 'Orange Money : 07 00 00 00 00' })) });
    const r = answer(withMomo, 'vous acceptez orange money ?');
    expect(r.text).toMatch(/^Paiement par virement \(tous nos sites\) :\n• Orange Money : 07 00 00 00 00/);
    // No account on any sheet: said, with where to ask.
    const without = buildKnowledge({ ...snapshot, tariffs: snapshot.tariffs.map((t) => ({ ...t, accountInfo: null })) });
    expect(answer(without, 'votre RIB ?').text).toBe("Je n'ai pas les coordonnées bancaires ; contactez notre équipe : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405).");
    expect(answer(without, 'le RIB de Cocody ?').text).toMatch(/^Je n'ai pas les coordonnées bancaires de ce site ; contactez notre équipe/);
    // Cash, a card, a cheque: the same, each named; a sheet that names the way answers it.
    for (const [q, way] of [['je peux payer en espèces ?', 'en espèces'], ['vous acceptez les paiements par carte ?', 'par carte bancaire'], ['je peux payer par chèque ?', 'par chèque']]) {
      const r = say(q);
      expect(r.kind, q).toBe('bank');
      expect(r.text, q).toMatch(new RegExp(`^Je n'ai pas d'information sur le paiement ${way} ; pour le savoir, contactez notre équipe : `));
    }
    const cash = buildKnowledge({ ...snapshot, tariffs: snapshot.tariffs.map((t) => ({ ...t, description: 'Paiement en espèces au service de la scolarité.' })) });
    expect(answer(cash, 'je peux payer en espèces ?').text).toMatch(/^Paiement par virement/);
    // "Le numéro de compte" is the account, not a phone; "la carte d'identité" a document.
    expect(say('le numéro de compte de Cocody').text).toMatch(/^Paiement par virement \(Site de Cocody\) :/);
    for (const q of ["la carte d'identité est obligatoire ?", 'il faut la CNI ?']) expect(say(q).kind, q).toBe('documents');
  });

  it('answers "en 2 fois" with the payments, "emploi du temps" as no job, a wish to talk to someone with the contact, a missing bac with the admission', () => {
    for (const q of ['je peux payer en 2 fois ?', 'on peut payer en deux fois ?']) expect(say(q).text, q).toContain(`${formatAmount(85000)}, ${formatAmount(85000)} puis ${formatAmount(55000)}`);
    // No timetable in the data: declined (the administrator sees it asked), not the internships.
    expect(say('emploi du temps').declined).toBe(true);
    for (const q of ["je veux parler à quelqu'un", 'je voudrais parler à un conseiller']) {
      const r = say(q);
      expect(r.kind, q).toBe('contact');
      expect(r.text, q).toContain('+225 01 02 03 04 05');
    }
    for (const q of ["je n'ai pas eu le bac, je peux faire quoi ?", "il n'a pas le bac, il peut s'inscrire ?", "j'ai raté le bac"]) {
      const r = say(q);
      expect(r.kind, q).toBe('enrol');
      expect(r.text, q).toMatch(/^L'admission se fait sur étude de dossier/);
      expect(r.text, q).not.toContain('Après le bac');
    }
    expect(say('la scolarité peut être payée par mois ?').text).toContain(`${formatAmount(85000)}, ${formatAmount(85000)} puis ${formatAmount(55000)}`);
    expect(say("il est en BTS ailleurs, il peut changer d'école ?").kind).toBe('enrol');
    expect(say("BTS non orienté, c'est combien ?").text).toMatch(/^Site du Plateau — BTS - Non Orientés 1ère Année \(2 ans\) :/);
  });

  it("answers the social networks with the links the administrator filled in, and declines when there are none", () => {
    expect(say('vous avez une page facebook ?').declined).toBe(true);
    const withLinks = buildKnowledge({
      ...snapshot,
      content: toContentMap([...snapshot.content].map(([key, value]) => ({ key, value })).concat([
        { key: 'social_facebook', value: 'https://www.facebook.com/ecole.example' },
        { key: 'social_linkedin', value: ' https://www.linkedin.com/school/ecole-example ' },
      ])),
    });
    for (const q of ['vous avez une page facebook ?', 'vos réseaux sociaux ?', 'vous êtes sur linkedin ?', 'insta ?']) {
      const r = answer(withLinks, q);
      expect(r.kind, q).toBe('social');
      expect(r.text, q).toBe(
        'Retrouvez-nous sur les réseaux sociaux :\n• Facebook : https://www.facebook.com/ecole.example\n• LinkedIn : https://www.linkedin.com/school/ecole-example\nLes liens sont aussi en bas de chaque page du site.',
      );
    }
  });

  it("says yes only to what the data says: not to bursaries for girls, nor to an internship abroad", () => {
    expect(say('vous avez des bourses ?').text).toMatch(/^Oui, l'école propose des bourses d'études/);
    expect(say('vous avez des bourses pour les filles ?').text).toMatch(/^L'école propose des bourses d'études/);
    for (const q of ['vous aidez à trouver un stage ?', 'le stage est garanti ?']) expect(say(q).text, q).toMatch(/^Oui : le stage est garanti/);
    expect(say('vous aidez à trouver un stage en France ?').text).not.toMatch(/^Oui/);
    expect(say('et les débouchés ?', ['quelles filières en informatique ?']).text).toMatch(/^Le stage est garanti/);
    // "Étranger" is a cue of the partnership abroad, not of the internship: it still qualifies the question.
    expect(say("vous avez des stages à l'étranger ?").text).toMatch(/^Le stage est garanti/);
  });

  it("answers an enrolment at a named site with that site's documents", () => {
    const perSite = buildKnowledge({ ...snapshot, tariffs: [snapshot.tariffs[0], { ...snapshot.tariffs[1], requiredDocuments: ['Copie du BTS'] }] });
    const r = answer(perSite, "je veux m'inscrire au Plateau");
    expect(r.kind).toBe('enrol');
    expect(r.text).toMatch(/\nPièces à fournir \(Site du Plateau\) :\n• Copie du BTS$/);
    expect(answer(perSite, "je veux m'inscrire").text).toMatch(/\nLes pièces à fournir selon le site figurent sur la page \[Nos Tarifs\]\(\/tarifs\)\.$/);
    expect(say('inscription en ligne possible ?').kind).toBe('enrol');
    expect(say("l'inscription se fait en ligne ?").kind).toBe('enrol');
  });

  describe('what the home and about pages say (highlight cards, why-choose-us block, values, history, figures)', () => {
    const contact = 'Pour en savoir plus : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405).';
    const highlight = (id: HighlightId) => HIGHLIGHTS.find((h) => h.id === id)!;
    const line = (x: { title: string; description: string }) => `${x.title} : ${x.description}`;
    const feature = (n: number) => ({ title: contentDefault(`feature${n}_title`), description: contentDefault(`feature${n}_description`) });
    const step = (id: MilestoneId) => {
      const m = MILESTONES.find((x) => x.id === id)!;
      return { title: `${m.year} — ${m.title}`, description: m.description };
    };

    it('answers why choose the school with the block of that name, its four features as the administrator wrote them', () => {
      const why =
        `${contentDefault('features_subtitle')} :\n${[1, 2, 3, 4].map((n) => `• ${line(feature(n))}`).join('\n')}\n` +
        'Nos engagements : Formation Digitalisée, Stages Garantis, Diplômes Homologués, Accompagnement Personnalisé.\nEn savoir plus : [À Propos](/a-propos).';
      for (const q of ['pourquoi choisir votre école ?', 'pourquoi vous choisir ?', 'quels sont vos points forts ?', 'vos atouts ?', "qu'est-ce qui vous distingue ?", 'quels sont vos avantages ?'])
        expect(say(q).text, q).toBe(why);
      const edited = buildKnowledge({ ...snapshot, content: toContentMap([{ key: 'feature1_title', value: 'Des classes de 30 élèves' }]) });
      expect(answer(edited, 'pourquoi choisir votre école ?').text).toContain('\n• Des classes de 30 élèves : ');
    });

    it('answers the teachers, the tutors, courses online and exchanges abroad with the sentence of the page that says it', () => {
      const cases: Array<[string[], string]> = [
        [['qui sont les enseignants ?', 'les profs sont qualifiés ?', "vos formateurs viennent d'où ?", 'parlez-moi du corps professoral'], line(feature(1))],
        [['il y a un tuteur pour suivre les étudiants ?', 'il y a un suivi personnalisé ?', 'vous avez du tutorat ?'], line(highlight('support'))],
        // The about page's history says it too.
        [['y a des échanges à l\'étranger ?', 'on peut partir au Canada ?', 'Avez-vous un partenariat avec le Canada ?'], `• ${line(feature(4))}\n• ${line(step('partnership'))}`],
      ];
      for (const [questions, text] of cases)
        for (const q of questions) {
          const r = say(q);
          expect(r.kind, q).toBe('strengths');
          expect(r.text, q).toBe(`${text}\n${contact}`);
        }
      for (const q of ['il y a des cours en ligne ?', 'formation à distance ?', 'on peut étudier à distance ?', "c'est quoi la formation digitalisée ?", 'vous avez des ressources numériques ?', 'les cours sont en présentiel ?'])
        expect(say(q).text, q).toBe(
          `${line(highlight('digital'))}\nPour savoir si une formation peut se suivre entièrement à distance : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405).`,
        );
    });

    it("answers whether a diploma is recognised with the page's card, and leaves a particular diploma to the school", () => {
      for (const q of ["vos diplômes sont reconnus par l'État ?", 'le diplôme est homologué ?', "le BTS est un diplôme d'État ?", 'vous êtes agréés ?']) {
        const r = say(q);
        expect(r.declined, q).toBe(false);
        expect(r.text, q).toBe(
          `• ${line(highlight('diplomas'))}\n• ${line(step('recognition'))}\nPour la reconnaissance d'un diplôme en particulier (homologation, équivalence), notre équipe vous répond : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405).`,
        );
      }
    });

    it("answers the about page's values, history, campus size and figures with its own lines", () => {
      const about = 'En savoir plus : [À Propos](/a-propos).';
      for (const q of ['quelles sont vos valeurs ?', 'vos valeurs'])
        expect(say(q).text, q).toBe(`Nos valeurs :\n${SCHOOL_VALUES.map((v) => `• ${line(v)}`).join('\n')}\n${about}`);
      for (const q of ["l'histoire de l'école", 'les grandes étapes de votre école'])
        expect(say(q).text, q).toBe(`Les grandes étapes :\n${MILESTONES.map((m) => `• ${line(step(m.id))}`).join('\n')}\n${about}`);
      for (const q of ['le campus fait combien de m² ?', 'quelle est la superficie du campus ?', 'le campus est grand ?'])
        expect(say(q).text, q).toBe(`${line(step('campus'))}\nPour le visiter : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405).`);
      // "m2" after a number or "combien de" is square metres, otherwise a Master 2.
      expect(say('le m2 marketing').text).toMatch(/^Master Marketing Digital/);
      const graduates = SCHOOL_FIGURES.find((f) => f.id === 'graduates')!;
      expect(say('combien de diplômés avez-vous ?').text).toBe(`${graduates.label} : ${graduates.value}\n${contact}`);
      const employment = SCHOOL_FIGURES.find((f) => f.id === 'employment')!;
      for (const q of ['vos diplômés trouvent du travail ?', 'vous avez des débouchés ?'])
        expect(say(q).text, q).toContain(`recrutent nos diplômés.\nNos résultats en chiffres : ${employment.label} : ${employment.value}.\nPour en savoir plus : `);
      expect(say('vous aidez à trouver un stage ?').text).not.toContain('Nos résultats');
      // The employment rate is published, the pass rate is not.
      expect(say("quel est votre taux d'insertion ?").text).toContain(`Nos résultats en chiffres : ${employment.label} : ${employment.value}.`);
      expect(say('quel est le taux de réussite ?').declined).toBe(true);
    });

    it('quotes a feature only while its text says what is asked, and reads the visitor\'s own teacher or a job as other questions', () => {
      // The administrator rewrote the teachers' feature: nothing of the page says who teaches.
      const edited = buildKnowledge({
        ...snapshot,
        content: toContentMap([...snapshot.content].map(([key, value]) => ({ key, value })).concat([
          { key: 'feature1_title', value: 'Des classes de 30 élèves' },
          { key: 'feature1_description', value: 'Chacun trouve sa place.' },
        ])),
      });
      expect(answer(edited, 'qui sont les enseignants ?').declined).toBe(true);
      expect(say('mon prof m\'a conseillé le BTS logistique').text).toMatch(/^Logistique : formation de niveau BTS/);
      for (const q of ['vous recrutez des enseignants ?', 'je suis professeur, je veux postuler']) expect(say(q).declined, q).toBe(true);
      expect(say('je veux échanger avec un conseiller').kind).toBe('contact');
    });

    it('answers an article named by two of its words first, then what the page promises', () => {
      const withArticle = buildKnowledge({
        ...snapshot,
        news: [...snapshot.news, { ...snapshot.news[0], id: 9, slug: 'double-diplome', title: 'Double diplôme : douze étudiants partent étudier au Canada', summary: null }],
      });
      expect(answer(withArticle, 'vous faites des doubles diplômes ?').text).toBe(
        `Double diplôme : douze étudiants partent étudier au Canada (publié le ${formatDateLong(snapshot.news[0].date)})\n[Lire l'article](/actualites/double-diplome)\n\n• ${line(feature(4))}\n• ${line(step('partnership'))}\n${contact}`,
      );
    });
  });

  it('answers where a programme is taught with the sites whose tariffs publish its level, and the contact for the rest', () => {
    expect(say('le BTS logistique se fait dans quel site ?').text).toBe(
      'Logistique : formation de niveau BTS (catégorie BTS TERTIAIRES), d\'une durée de 2 ans. Voir [Nos Filières](/filieres).\n' +
        'Tarifs BTS publiés pour : Site de Cocody, Site du Plateau.\n' +
        'Pour savoir sur quel site cette formation est dispensée, contactez-nous : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405).',
    );
    const master = say('où se fait le master ?').text;
    expect(master).toMatch(/^Master Marketing Digital & E-Commerce : formation de niveau Master/);
    expect(master).not.toContain('Tarifs');
    expect(master).toContain('Pour savoir sur quel site cette formation est dispensée');
    expect(say('où se trouve le Plateau ?').text).toMatch(/^Site du Plateau : Avenue des Banques/);
  });

  it('answers what the campus page says of an item it lists (wifi, canteen, library, parking, bus), with the hours when asked', () => {
    const cases: Array<[string, string]> = [
      ['y a le wifi ?', 'wifi'],
      ['il y a une cantine ?', 'cafeteria'],
      ["on peut manger à l'école ?", 'cafeteria'],
      ['vous avez une bibliothèque ?', 'bibliotheque'],
      ['il y a un parking ?', 'parking'],
      ['quel bus pour venir ?', 'transports'],
      ['il y a une infirmerie ?', 'infirmerie'],
      ["un conseiller d'orientation ?", 'orientation'],
    ];
    const items = [...CAMPUS_FACILITIES, ...CAMPUS_SERVICES, ...CAMPUS_ACCESS];
    for (const [q, id] of cases) {
      const item = items.find((i) => i.id === id)!;
      const r = say(q);
      expect(r.kind, q).toBe('campus');
      expect(r.text, q).toBe(`${item.title} : ${item.description}\nEn savoir plus : [Notre Campus](/campus).`);
    }
    expect(say('la bibliothèque ouvre à quelle heure ?').text).toContain(`\nHoraires du campus :\n${contentDefault('campus_hours')}\n`);
    expect(say('vous avez un terrain de sport et une cafétéria ?').text).toMatch(/^• Cafétéria : .*\n• Espace sportif : /);
    // Near words of the school's own, about something else: selling, a plot of land, travel abroad.
    for (const q of ['vous vendez des ordinateurs ?', 'combien coûte un terrain à Cocody ?', "comment aller à l'étranger ?"]) expect(say(q).declined, q).toBe(true);
    for (const q of ['il y a un terrain de sport ?', 'on peut jouer au foot ?']) expect(say(q).text, q).toMatch(/^Espace sportif : /);
    // Not what the page lists: still declined.
    for (const q of ['Quel est le meilleur restaurant de Cocody ?', 'vous avez une navette ?', 'je suis malade', 'vous vendez des livres ?']) expect(say(q).declined, q).toBe(true);
    // A boarding house is no "internet" one letter away: declined, as the data says nothing of it.
    for (const q of ['Vous avez un internat pour les étudiants ?', 'il y a des logements à Cocody ?', 'une résidence universitaire ?']) expect(say(q).declined, q).toBe(true);
    expect(say('je cherche un emploi').kind).toBe('internship');
  });

  it("answers who founded the school and \"le mot du directeur\" with the founder, and an album named by more words than a programme with the album", () => {
    const withMore = buildKnowledge({
      ...snapshot,
      programs: [...snapshot.programs, { id: 8, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null }],
      founder: { isActive: true, title: 'Bâtir ensemble', quote: 'Entreprendre.', vision: 'Former.', founderName: 'Dr Awa Koné', founderRole: 'Fondatrice', founderOrganization: 'Groupe Exemple', founderImageUrl: null },
      albums: [{ id: 3, title: "Journée de l'entrepreneuriat", description: 'Conférences et ateliers.', category: 'Événements', coverImage: null, isActive: true, order: 0, createdAt: '2026-05-01T00:00:00.000Z' }],
    });
    for (const q of ["qui a fondé l'école ?", 'le mot du directeur']) {
      const r = answer(withMore, q);
      expect(r.kind, q).toBe('founder');
      expect(r.text, q).toMatch(/^Dr Awa Koné est Fondatrice/);
    }
    expect(answer(withMore, 'qui a fondé Facebook ?').kind).not.toBe('founder');
    // By the founder's name, the title aside; to speak to the director is the contact.
    for (const q of ['qui est Awa Koné ?', 'Mme Koné']) expect(answer(withMore, q).text, q).toMatch(/^Dr Awa Koné est Fondatrice/);
    expect(answer(withMore, 'je veux parler au directeur').kind).toBe('contact');
    expect(answer(withMore, "la journée de l'entrepreneuriat").text).toMatch(/^Album « Journée de l'entrepreneuriat »/);
    expect(answer(withMore, "l'entrepreneuriat").text).toMatch(/^Licence Management et Entrepreneuriat : formation de niveau Licence/);
  });

  it('reads the BTS abbreviations, the ways of asking the payments, a wish to reduce, a visit tomorrow', () => {
    expect(say('BTS GEC').text).toMatch(/^Gestion Commerciale : formation de niveau BTS/);
    expect(say("c'est quoi le BTS ELT ?").text).toMatch(/^Électrotechnique : formation de niveau BTS/);
    const withMore = withPrograms(
      [6, "Informatique Développeur d'Application", 'BTS INDUSTRIEL', 'BTS', '2 ans'],
      [7, 'Finance Comptabilité et Gestion des Entreprises', 'BTS TERTIAIRES', 'BTS', '2 ans'],
    );
    expect(answer(withMore, 'BTS IDA').text).toMatch(/^Informatique Développeur d'Application : formation de niveau BTS/);
    expect(answer(withMore, 'le BTS FCGE').text).toMatch(/^Finance Comptabilité et Gestion des Entreprises : formation de niveau BTS/);
    const payments = `${formatAmount(85000)}, ${formatAmount(85000)} puis ${formatAmount(55000)}`;
    for (const q of ['les modalités de paiement', "il reste combien à payer après l'inscription ?"]) expect(say(q).text, q).toContain(payments);
    expect(say('je peux payer une avance ?').text).toMatch(/^1er versement/);
    expect(say('y a pas moyen de réduire ?').text).toMatch(/^Je n'ai pas d'information sur une réduction de la scolarité/);
    expect(say('je peux venir demain ?').kind).toBe('hours');
  });

  it('answers an article named beyond a site over one whose title only holds the site', () => {
    const withNews = buildKnowledge({
      ...snapshot,
      news: [...snapshot.news, { ...snapshot.news[0], id: 8, slug: 'salle-plateau', title: 'Une nouvelle salle informatique au Plateau', summary: null }],
    });
    expect(answer(withNews, 'les cours commencent quand au plateau ?').text).toMatch(/^Rentrée 2026-2027 : calendrier et démarches/);
  });

  it('answers two levels named ("la différence entre BTS et licence ?") with the programmes of each', () => {
    const withLicence = withPrograms([8, 'Licence Management et Entrepreneuriat', 'LICENCE/MASTER', 'Licence', '3 ans']);
    expect(answer(withLicence, "c'est quoi la différence entre BTS et licence ?").text).toBe(
      'Nos formations BTS (2 ans) :\n• Logistique\n• Gestion Commerciale\n• Électrotechnique\nNos formations Licence (3 ans) :\n• Licence Management et Entrepreneuriat\nToutes les filières : [Nos Filières](/filieres).',
    );
    expect(say('BTS ou licence ?').text).toMatch(/Nos formations BTS \(2 ans\) :[^]*\nJe ne trouve pas de formation de niveau Licence parmi nos filières\./);
  });

  it('answers what follows a diploma the visitor holds with the next level, never the level held', () => {
    const withLicence = withPrograms([8, 'Licence Management et Entrepreneuriat', 'LICENCE/MASTER', 'Licence', '3 ans']);
    const afterBac = answer(withLicence, "j'ai eu mon bac cette année, je peux faire quoi chez vous ?");
    expect(afterBac.kind).toBe('programs');
    expect(afterBac.text).toMatch(/^Après le bac, nos formations de niveau BTS, Licence et Certificat :\nBTS TERTIAIRES :\n• Logistique/);
    expect(afterBac.text).not.toContain('Master');
    expect(afterBac.text).toContain("L'admission se fait sur étude de dossier, suivie d'un entretien : [page Contact](/contact)");
    for (const q of ["je viens d'avoir mon BTS, je peux continuer chez vous ?", "j'ai un BTS en logistique, je peux faire quoi après ?"]) {
      const r = answer(withLicence, q).text;
      expect(r, q).toMatch(/^Après un BTS, nos formations de niveau Licence :\nLICENCE\/MASTER :\n• Licence Management et Entrepreneuriat \(Licence, 3 ans\)\n/);
      expect(r, q).not.toContain('Logistique');
    }
    expect(answer(withLicence, 'titulaire d’une licence, vous avez quoi ?').text).toMatch(/^Après une licence, nos formations de niveau Master :\nLICENCE\/MASTER :\n• Master Marketing Digital/);
    expect(answer(withLicence, "j'ai un master, je peux faire quoi ?").text).toMatch(/^Je ne trouve pas, parmi nos filières, de formation qui fasse suite à un master\./);
    // Said of someone else ("il a le bac", "mon neveu a un BTS"), never "à la licence".
    expect(answer(withLicence, 'il a le bac, il peut faire quoi ?').text).toMatch(/^Après le bac, nos formations/);
    expect(answer(withLicence, "je veux m'inscrire à la licence").kind).toBe('enrol');
    const nephew = answer(withLicence, "Bonsoir, mon neveu a un BTS en logistique et il voudrait faire une licence, c'est combien ?");
    expect(nephew.kind).toBe('fees');
    // The fixture publishes no licence sheet: the level asked is the licence, not the BTS held.
    expect(nephew.text).toMatch(/^Bonsoir ! Je n'ai pas de tarif publié pour le niveau Licence\./);
    // The diploma held is context: the price, the enrolment, a level asked stay the question.
    expect(answer(withLicence, "j'ai le bac, c'est combien à Cocody ?").kind).toBe('fees');
    expect(answer(withLicence, "j'ai le bac, comment m'inscrire ?").kind).toBe('enrol');
    expect(answer(withLicence, 'après mon BTS, vous avez une licence ?').text).toMatch(/^Licence Management et Entrepreneuriat : formation de niveau Licence/);
    expect(say('il faut le bac ?').kind).toBe('enrol');
  });

  it('answers a programme beyond the diploma held (the Master after the bac) with its level and what follows the diploma, never its card alone', () => {
    const afterBac = /^Master Marketing Digital & E-Commerce \(2 ans\) est une formation de niveau Master : elle se prépare après une licence, pas directement après le bac\.\nAprès le bac, nos formations de niveau BTS et Certificat :\n/;
    for (const q of ["Ma fille a le bac, elle veut faire le marketing digital, c'est possible ?", "j'ai eu mon bac, je veux faire le marketing digital", 'après le bac on peut faire le master marketing ?']) {
      const r = say(q);
      expect(r.kind, q).toBe('programs');
      expect(r.text, q).toMatch(afterBac);
      expect(r.text, q).toContain('• Gestion Commerciale (BTS, 2 ans)');
      expect(r.text, q).toContain('• Certificat Community Management (Certificat, 3 mois)');
    }
    expect(say("j'ai le bac, je veux faire un master").text).toMatch(afterBac);
    const price = say("mon fils a le bac, il veut faire le marketing digital, c'est combien ?");
    expect(price.kind).toBe('fees');
    expect(price.text).toMatch(afterBac);
    expect(price.text).toContain("Je n'ai pas de tarif publié pour le niveau Master.");
    const withLicence = withPrograms([8, 'Licence Management et Entrepreneuriat', 'LICENCE/MASTER', 'Licence', '3 ans']);
    expect(answer(withLicence, "j'ai un BTS, je veux faire le master marketing digital").text).toMatch(
      /^Master Marketing Digital & E-Commerce \(2 ans\) est une formation de niveau Master : elle se prépare après une licence, pas directement après un BTS\.\nAprès un BTS, nos formations de niveau Licence :\n/,
    );
    // What does follow the diploma keeps its card.
    expect(answer(withLicence, "j'ai une licence, je veux faire le master marketing digital").text).toMatch(/^Master Marketing Digital & E-Commerce : formation de niveau Master/);
    expect(say("j'ai le bac, je veux faire le BTS logistique").text).toMatch(/^Logistique : formation de niveau BTS/);
  });

  it('answers a discount asked without the yes of a bursary, and says yes only to a yes-or-no question', () => {
    for (const q of ['si je paie tout en une fois il y a une réduction ?', 'réduction pour deux enfants ?', 'une remise pour paiement comptant ?']) {
      const r = say(q);
      expect(r.declined, q).toBe(false);
      expect(r.text, q).toMatch(/^Je n'ai pas d'information sur une réduction de la scolarité : les montants sont ceux de la page \[Nos Tarifs\]\(\/tarifs\)\./);
      expect(r.text, q).not.toContain('Oui');
    }
    expect(say('Avez-vous des bourses ?').text).toMatch(/^Oui, l'école propose des bourses d'études/);
    expect(say('quelles bourses proposez-vous ?').text).toMatch(/^L'école propose des bourses d'études/);
    expect(say('vous aidez à trouver un stage ?').text).toMatch(/^Oui : le stage est garanti/);
    expect(say('quels sont les débouchés du BTS logistique ?').text).toMatch(/^Le stage est garanti/);
    // A statement is no question: no "oui" to it.
    expect(say('je veux un emploi').text).toMatch(/^Le stage est garanti/);
    // The photos of the graduation are not a discount ("remise").
    expect(say('photos de la remise des diplomes').kind).not.toBe('scholarship');
  });

  it('answers a site named alone, or asked where it is, with its card; its album only when photos are asked', () => {
    const withAlbum = buildKnowledge({
      ...snapshot,
      albums: [{ id: 2, title: 'Vie sur le campus de Cocody', description: 'Une journée ordinaire.', category: 'Campus', coverImage: null, isActive: true, order: 1, createdAt: '2026-09-01T10:00:00.000Z' }],
    });
    for (const q of ['cocody', "l'école est où à cocody ?"]) {
      const r = answer(withAlbum, q);
      expect(r.kind, q).toBe('location');
      expect(r.text, q).toMatch(/^Site de Cocody : Rue des Jardins, Cocody/);
    }
    expect(answer(withAlbum, 'photos de cocody').text).toMatch(/^Album « Vie sur le campus de Cocody »/);
    expect(answer(withAlbum, 'vous avez combien de sites ?').text).toMatch(/^Nous vous accueillons sur 2 sites :/);
  });

  it('says when the subject asked is taught at another level than the one asked, without claiming it at that level', () => {
    const withLicence = withPrograms([9, 'Licence Management et Entrepreneuriat', 'LICENCE/MASTER', 'Licence', '3 ans']);
    const licence = answer(withLicence, 'vous avez une licence en logistique ?').text;
    expect(licence).toBe(
      [
        'Je ne trouve pas de formation de niveau Licence qui corresponde à votre demande. Formation proche :',
        '• Logistique (BTS, 2 ans)',
        'Nos formations Licence :',
        // The Master shares the category "LICENCE/MASTER", not the level.
        '• Licence Management et Entrepreneuriat (Licence, 3 ans)',
        'Toutes les filières : [Nos Filières](/filieres).',
      ].join('\n'),
    );
    expect(answer(withLicence, 'licence en marketing ?').text).toMatch(/^Je ne trouve pas de formation de niveau Licence .*\n• Master Marketing Digital & E-Commerce \(Master, 2 ans\)\n/);
    expect(answer(withLicence, 'bts marketing').text).toMatch(/^Je ne trouve pas de formation de niveau BTS /);
    // The level and the subject agree: the programme itself.
    expect(answer(withLicence, 'licence management').text).toMatch(/^Licence Management et Entrepreneuriat : formation de niveau Licence/);
    expect(answer(withLicence, 'master marketing').text).toMatch(/^Master Marketing Digital & E-Commerce : formation de niveau Master/);
  });

  it('answers the duration and the price when both are asked', () => {
    const r = say('prix et durée du BTS logistique');
    expect(r.text).toMatch(/^Logistique dure 2 ans \(niveau BTS\)\.\n\n/);
    expect(r.text).toContain(`Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)}`);
    // At a named site its sheet says both.
    expect(say('durée et coût de la formation à cocody').text).toMatch(/^Site de Cocody — BTS - Orientés 1ère Année \(2 ans\) :/);
  });

  it('answers how to reach someone, or an appointment, with the contact rather than who they are', () => {
    for (const q of ['comment contacter le directeur ?', 'comment joindre le directeur ?', 'je veux un rendez-vous', 'prendre rdv']) expect(say(q).kind, q).toBe('contact');
    expect(say('qui est le directeur ?').kind).toBe('founder');
  });

  it("lists the cabinet's projects of the status asked, answers an audit with the audit, and an article named by two words over the presentation", () => {
    const project = (id: number, title: string, status: string) => ({ id, title, description: null, status, startDate: null, endDate: null, images: [], videos: [], videoThumbnails: {}, link: null });
    const withMore = buildKnowledge({
      ...snapshot,
      projects: [project(1, 'Programme d’accompagnement des PME de Treichville', 'upcoming'), project(4, 'Audit organisationnel d’une mutuelle de santé', 'completed')],
      news: [...snapshot.news, { ...snapshot.news[0], id: 9, slug: 'double-diplome', title: 'Double diplôme : douze étudiants partent étudier au Canada', summary: null }],
    });
    expect(answer(withMore, 'les projets terminés du cabinet').text).toBe(
      'Les projets terminés de notre cabinet :\n• [Audit organisationnel d’une mutuelle de santé](/cabinet/4) (Terminé)',
    );
    expect(answer(withMore, 'vos projets à venir').text).toMatch(/^Les projets à venir de notre cabinet :\n• \[Programme d’accompagnement des PME de Treichville\]/);
    expect(answer(withMore, 'le cabinet fait quoi ?').text).toMatch(/^Les projets de notre cabinet :\n.*\n.*Audit/);
    expect(answer(withMore, 'vous faites des audits ?').text).toMatch(/^Audit organisationnel d’une mutuelle de santé \(Terminé\)/);
    expect(answer(withMore, 'parlez-moi du double diplôme au Canada').text).toMatch(/^Double diplôme : douze étudiants partent étudier au Canada \(publié le 25 août 2026\)/);
  });

  it("reads a parent's long message: the subject's programmes, or the programme and its price", () => {
    const withIt = withPrograms(
      [6, "Informatique Développeur d'Application", 'BTS INDUSTRIEL', 'BTS', '2 ans'],
      [7, 'Réseaux Informatiques et Télécommunications', 'BTS INDUSTRIEL', 'BTS', '2 ans'],
    );
    const subject = answer(withIt, "bonsoir, ma fille a eu le BAC D, elle aime l'informatique, vous avez quoi pour elle ?").text;
    expect(subject).toMatch(/^Bonsoir ! Après le bac, nos formations de niveau BTS :\nBTS INDUSTRIEL :\n• Informatique Développeur d'Application \(BTS, 2 ans\)\n• Réseaux Informatiques/);
    const price = say("Bonjour madame, mon fils vient d'avoir son bac série G2 et il veut faire la logistique. Quelle formation vous conseillez et c'est combien à Cocody ?").text;
    expect(price).toMatch(/^Bonjour ! Logistique : formation de niveau BTS .*\n\nSite de Cocody — BTS - Orientés 1ère Année \(2 ans\) :/);
    expect(say('svp je veux savoir si les inscriptions sont toujours ouvertes pour cette année').kind).toBe('enrol');
  });

  it('reads "ouvert" with a programme named as a question on the programme, and a time asked with it as the hours', () => {
    expect(say('les certificats sont ouverts à tout le monde ?').text).toMatch(/^Certificat Community Management : formation de niveau Certificat/);
    expect(say('le BTS est ouvert le samedi ?').kind).toBe('hours');
    expect(say('les cours de BTS finissent à quelle heure ?').kind).toBe('hours');
  });

  it('answers when an event took place with its article', () => {
    expect(answer(k, 'quand a eu lieu la rentrée ?').text).toMatch(/^Rentrée 2026-2027 : calendrier et démarches \(publié le 25 août 2026\)/);
  });

  it("answers a company (a partnership, interns, graduates to hire) with the contact and the form's subject for it", () => {
    for (const q of ['partenariat avec mon entreprise', 'je suis une entreprise et je veux recruter vos diplômés', 'notre entreprise veut accueillir vos stagiaires']) {
      const r = say(q);
      expect(r.kind, q).toBe('partnership');
      expect(r.text, q).toBe(
        'Entreprises : pour un partenariat, accueillir nos stagiaires ou recruter nos diplômés, contactez-nous : [page Contact](/contact) ou [+225 01 02 03 04 05](tel:+2250102030405) (sur la page Contact, objet « Partenariat Entreprise »).',
      );
    }
    // A student's questions stay theirs.
    expect(say('vous avez des entreprises partenaires pour les stages ?').kind).toBe('internship');
    expect(say('je veux créer mon entreprise').kind).not.toBe('partnership');
  });

  it('compares the sites asked with their totals ("lequel est moins cher ?")', () => {
    const r = say('cocody ou plateau lequel est moins cher ?');
    expect(r.kind).toBe('fees');
    expect(r.text).toContain(`Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)}`);
    expect(r.text).toContain(`Site du Plateau — BTS - Non Orientés 1ère Année (2 ans) : ${formatAmount(350000)}`);
    // Which one is said first, then the totals from the lowest.
    expect(r.text).toMatch(new RegExp(`^Le tarif publié le moins élevé : Site de Cocody — BTS - Orientés 1ère Année \\(2 ans\\), ${formatAmount(225000)} au total\\.\\n`));
    expect(say('quel est le site le plus cher ?').text).toMatch(/^Le tarif publié le plus élevé : Site du Plateau/);
  });

  it('answers in how many payments, whether the fees are per year, what the price includes, and a late enrolment', () => {
    expect(say('on paie la scolarité en combien de fois ?').text).toMatch(/^Versements \(1er à l'inscription, 2e un mois après, puis 3e\) par site :/);
    expect(say('la deuxième tranche c\'est quand ?').text).toMatch(/^2e versement \(un mois après le premier\) selon le site et la formation :/);
    for (const q of ["c'est par an ou pour les 2 ans ?", 'les frais sont annuels ?']) {
      const r = say(q);
      expect(r.kind, q).toBe('fees');
      expect(r.text, q).toMatch(/^Chaque tarif publié porte sur la formation indiquée ; pour les années suivantes, contactez-nous : \[page Contact\]\(\/contact\)/);
      expect(r.text, q).toContain(`• Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)}`);
    }
    expect(say('est-ce que le prix comprend la tenue ?').kind).toBe('uniform');
    for (const q of ['vous prenez encore des inscriptions ?', "c'est trop tard pour s'inscrire ?"]) expect(say(q).kind, q).toBe('enrol');
  });

  it('answers "orienté" or not with the tariff sheets that say so and their descriptions, wherever they are', () => {
    const described = buildKnowledge({
      ...snapshot,
      tariffs: [
        { ...snapshot.tariffs[0], description: "Tarif des étudiants orientés par l'État." },
        { ...snapshot.tariffs[1], description: 'Tarif des étudiants non orientés.' },
      ],
    });
    const ask = (q: string) => answer(described, q).text;
    expect(ask("c'est quoi un BTS orienté ?")).toMatch(/^Site de Cocody — BTS - Orientés 1ère Année \(2 ans\) :\n• Frais d'inscription/);
    for (const q of ["je ne suis pas orienté, c'est combien ?", "mon fils n'a pas été orienté par l'État"]) expect(ask(q), q).toMatch(/^Site du Plateau — BTS - Non Orientés 1ère Année/);
    expect(ask('quelle différence entre BTS orienté et non orienté ?')).toBe(
      `• Site de Cocody — BTS - Orientés 1ère Année (2 ans) : ${formatAmount(225000)} — Tarif des étudiants orientés par l'État.\n` +
        `• Site du Plateau — BTS - Non Orientés 1ère Année (2 ans) : ${formatAmount(350000)} — Tarif des étudiants non orientés.\n` +
        'Détails sur la page [Nos Tarifs](/tarifs).',
    );
    expect(ask("les non orientés c'est combien à Cocody ?")).toMatch(
      /^Pour le Site de Cocody, le tarif publié est :\n• Site de Cocody — BTS - Orientés[^\n]*\nAilleurs :\n• Site du Plateau — BTS - Non Orientés/,
    );
    // Per year: what each sheet says of itself.
    expect(ask('les frais sont annuels ?')).toContain("— Tarif des étudiants orientés par l'État.");
  });

  it("adds what a tariff sheet says of a diploma's holders to what follows it", () => {
    const withLicence = buildKnowledge({
      ...snapshot,
      programs: [...snapshot.programs, { id: 8, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null }],
      tariffs: [...snapshot.tariffs, { ...snapshot.tariffs[0], id: 3, site: 'Site de Marcory', programName: 'Licence 1 - Management', description: "Tarif annuel. Les titulaires d'un BTS peuvent intégrer directement la troisième année après étude du dossier." }],
    });
    expect(answer(withLicence, "je viens d'avoir mon BTS, je peux continuer ?").text).toContain(
      "\nBon à savoir :\n• Site de Marcory — Licence 1 - Management : Les titulaires d'un BTS peuvent intégrer directement la troisième année après étude du dossier.\n",
    );
    expect(answer(withLicence, "j'ai le bac, je peux faire quoi ?").text).not.toContain('Bon à savoir');
  });

  it('answers a level with no sheet at the site asked with its sheets elsewhere, the site named or carried from the question before', () => {
    const withLicence = buildKnowledge({
      ...snapshot,
      tariffs: [...snapshot.tariffs, { ...snapshot.tariffs[0], id: 3, site: 'Site de Marcory', programName: 'Licence 1 - Management', totalFee: 500000, description: null }],
    });
    const expected = `Pour le Site de Cocody, aucun tarif de niveau Licence n'est publié. Ailleurs :\n• Site de Marcory — Licence 1 - Management (2 ans) : ${formatAmount(500000)}\nDétails sur la page [Nos Tarifs](/tarifs?site=marcory).`;
    expect(answer(withLicence, "la licence c'est combien à Cocody ?").text).toBe(expected);
    expect(answer(withLicence, 'et pour la licence ?', { previous: ["c'est combien à Cocody ?"] }).text).toBe(expected);
    // A programme's name in a follow-up keeps the question, even where a news title holds the word.
    const withIt = buildKnowledge({
      ...snapshot,
      programs: [...snapshot.programs, { id: 6, name: "Informatique Développeur d'Application", category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null }],
      news: [...snapshot.news, { ...snapshot.news[0], id: 8, slug: 'salle', title: 'Une nouvelle salle informatique au Plateau', summary: null }],
    });
    expect(answer(withIt, 'et le BTS informatique ?', { previous: ["le BTS logistique c'est combien ?"] }).kind).toBe('fees');
    // Published nowhere: said as before.
    expect(answer(withLicence, "le master c'est combien à Cocody ?").text).toMatch(/^Je n'ai pas de tarif publié pour le niveau Master\./);
  });

  it('answers where the nearest site is with every site, and "combien de photos" with the documents', () => {
    for (const q of ['je suis à Abobo, quel site est le plus proche ?', "j'habite à Bingerville, vous avez un site près de chez moi ?"]) {
      const r = say(q);
      expect(r.kind, q).toBe('location');
      expect(r.text, q).toMatch(/^Nous vous accueillons sur 2 sites :\n• Site de Cocody/);
    }
    expect(say('il faut combien de photos ?').text).toMatch(/^Pièces à fournir pour l'inscription[^]*4 photos d'identité/);
  });

  it('answers paying everything at once with the totals, and the amount of one payment with the payments', () => {
    expect(say("quel est le montant d'une tranche à cocody ?").text).toContain(`se règle en trois versements. 1er versement (à l'inscription) : ${formatAmount(85000)}`);
    for (const q of ['je peux payer en une seule fois ?', 'paiement au comptant possible ?', "je peux payer d'un coup ?"]) {
      const r = say(q);
      expect(r.kind, q).toBe('fees');
      expect(r.text, q).toContain(`Site du Plateau — BTS - Non Orientés 1ère Année (2 ans) : ${formatAmount(350000)}`);
    }
  });

  it('answers how one gets in (an entrance exam, the bac, the level) with the admission, and the diploma from the file', () => {
    const bac = "2 copies légalisées de l'attestation du BAC";
    const withBac = buildKnowledge({ ...snapshot, tariffs: [snapshot.tariffs[0], { ...snapshot.tariffs[1], requiredDocuments: [bac] }] });
    for (const q of ["y a t il un concours d'entrée ?", "examen d'entrée", 'quel niveau pour entrer en licence ?', 'il faut le bac pour faire le BTS ?', 'on peut faire le bts sans le bac ?']) {
      const r = answer(withBac, q);
      expect(r.kind, q).toBe('enrol');
      expect(r.text, q).toMatch(/^L'admission se fait sur étude de dossier, suivie d'un entretien\./);
      // The bac asked, or the level one needs: the pieces of the file that name a diploma.
      expect(r.text.includes(`Parmi les pièces du dossier : ${bac}.`), q).toBe(/\bbac\b|niveau/i.test(q));
    }
    // The level needed for a Licence: its sheet's diploma pieces and what it says of holders.
    const licence = tariff({
      id: 3, site: 'Site de Marcory', programName: 'Licence 1 - Management', requiredDocuments: ['4 photos', bac, 'Copie légalisée du dernier diplôme obtenu'],
      description: 'Tarif annuel. Les titulaires d’un BTS peuvent intégrer directement la troisième année après étude du dossier.',
    });
    const withLicence = buildKnowledge({ ...snapshot, tariffs: [...snapshot.tariffs, licence] });
    expect(answer(withLicence, 'quel niveau faut-il pour la licence ?').text).toContain(
      `\nParmi les pièces du dossier : ${bac} ; Copie légalisée du dernier diplôme obtenu.\nBon à savoir :\n• Site de Marcory — Licence 1 - Management : Les titulaires d’un BTS peuvent intégrer directement la troisième année après étude du dossier.\n`,
    );
    for (const q of ['où déposer le dossier ?', 'quel niveau pour faire le BTS ?']) expect(say(q).kind, q).toBe('enrol');
  });

  it("names an institute by a word that asks nothing, the evening courses, a company's request, projects, entry conditions, how to pay", () => {
    const withThem = buildKnowledge({
      ...snapshot,
      institutes: [
        { id: 1, title: 'Institut de Formation Continue', description: 'Certificats courts et cours du soir.', link: '/filieres', buttonText: 'EN SAVOIR PLUS', bgColor: 'from-blue-800 to-blue-900', order: 1, isActive: true },
        { id: 2, title: "Institut d'Agriculture et d'Agro-business", description: "Gestion d'exploitation.", link: '/filieres', buttonText: 'EN SAVOIR PLUS', bgColor: 'from-blue-800 to-blue-900', order: 2, isActive: true },
      ],
      news: [...snapshot.news, { ...snapshot.news[0], id: 8, slug: 'soir', title: 'Ouverture du Certificat Community Management en cours du soir', summary: null }],
    });
    const ask = (q: string) => answer(withThem, q);
    // An institute named by a word that asks nothing ("formation" would name the other one).
    for (const q of ['y a-t-il une formation en agriculture ?', "je veux faire de l'agro-business"]) expect(ask(q).text, q).toMatch(/^Institut d'Agriculture et d'Agro-business : Gestion d'exploitation\./);
    expect(ask('vous faites la formation continue ?').text).toMatch(/^Institut de Formation Continue : /);
    // The one institute whose description says it: "certificats courts", "pour les salariés".
    const continuing = buildKnowledge({
      ...snapshot,
      institutes: [{ id: 1, title: 'Institut de Formation Continue', description: 'Certificats courts et cours du soir pour les salariés.', link: '/filieres', buttonText: 'EN SAVOIR PLUS', bgColor: 'from-blue-800 to-blue-900', order: 1, isActive: true }],
    });
    for (const q of ['je suis salarié, vous avez des formations pour moi ?', 'vous avez des formations courtes ?'])
      expect(answer(continuing, q).text, q).toMatch(/^Institut de Formation Continue : Certificats courts/);
    expect(answer(continuing, 'vous avez quoi comme formations ?').text).toMatch(/^Nos 5 filières :/);
    expect(ask('je travaille, je peux suivre une formation le soir ?').text).toMatch(/^Ouverture du Certificat Community Management en cours du soir \(/);
    expect(say('je suis une entreprise et je cherche des stagiaires').kind).toBe('partnership');
    expect(say('vos projets en cours ?').kind).toBe('projects');
    expect(say("c'est quoi les conditions pour entrer en master ?").kind).toBe('enrol');
    expect(say('comment payer la scolarité ?').kind).toBe('bank');
  });

  it('reads politeness as no subject, payments in any number, and declines the pass rate', () => {
    // Politeness names no article: "bonne journée" is not the "Journée portes ouvertes".
    const openDay = buildKnowledge({ ...snapshot, news: [{ ...snapshot.news[0], id: 9, slug: 'jpo', title: 'Journée portes ouvertes le 5 décembre', summary: null }] });
    expect(answer(openDay, 'merci beaucoup, bonne journée').text).toMatch(/^Avec plaisir ! Au revoir/);
    expect(answer(openDay, 'la journée portes ouvertes ?').text).toMatch(/^Journée portes ouvertes le 5 décembre/);
    expect(say('je peux payer la scolarité en 10 fois ?').text).toMatch(/^Versements /);
    expect(say('quel est le taux de réussite au BTS ?').declined).toBe(true);
  });

  it("answers a subject only other levels teach, and a parent's whole message (diploma, taste, programme and price)", () => {
    // A subject several programmes share, at a level none of them has: said so, not another programme of that level.
    const withLicence = withPrograms([8, 'Licence Management et Entrepreneuriat', 'LICENCE/MASTER', 'Licence', '3 ans'], [9, 'Informatique Développeur', 'BTS INDUSTRIEL', 'BTS', '2 ans'], [10, 'Réseaux Informatiques', 'BTS INDUSTRIEL', 'BTS', '2 ans']);
    expect(answer(withLicence, 'vous avez une licence en informatique ?').text).toMatch(
      /^Je ne trouve pas de formation de niveau Licence qui corresponde à votre demande\. Formations proches :\n• Informatique Développeur \(BTS, 2 ans\)\n• Réseaux Informatiques \(BTS, 2 ans\)\nNos formations Licence :\n• Licence Management et Entrepreneuriat/,
    );
    expect(answer(withLicence, 'une licence en management ?').text).toMatch(/^Licence Management et Entrepreneuriat : /);
    // A parent's whole message: the diploma, a taste for computers, a programme and a price asked at once.
    const parent = answer(
      withLicence,
      'Bonsoir madame, mon fils a eu son bac D cette année, il aime beaucoup les ordinateurs. Quelle formation vous conseillez et combien ça coûte à Cocody ?',
    );
    expect(parent.kind).toBe('fees');
    expect(parent.text).toMatch(/^Bonsoir ! Après le bac, nos formations de niveau BTS :\nBTS INDUSTRIEL :\n• Informatique Développeur \(BTS, 2 ans\)\n• Réseaux Informatiques \(BTS, 2 ans\)\n/);
    expect(parent.text).toContain(`\n\nSite de Cocody — BTS - Orientés 1ère Année (2 ans) :\n• Frais d'inscription : ${formatAmount(85000)}`);
    expect(say('y a des ordinateurs ?').kind).toBe('campus');
  });

  it('answers the first year with every first-year sheet, and a later year with what the sheets cover', () => {
    // "La première année" names every first-year sheet (the Plateau's "Non Orientés" too); a later year is not published.
    const firstYear = say('combien coûte la première année de BTS ?').text;
    for (const site of ['Site de Cocody', 'Site du Plateau']) expect(firstYear).toContain(`• ${site} — BTS - `);
    const covers = /^Chaque tarif publié porte sur la formation indiquée ; pour les années suivantes, contactez-nous : /;
    for (const [q, previous] of [['et la deuxième année ?', ['combien coûte la première année de BTS ?']], ["le BTS 2e année c'est combien ?", []], ["la 2e année de BTS c'est combien ?", []]] as const)
      expect(say(q, [...previous]).text, q).toMatch(covers);
    expect(say("le bts 2 ans c'est combien ?").kind).toBe('fees');
  });

  it('answers an article named by three of its words over the campus page, even asked where', () => {
    // An article named by three of its words says more than the campus page, even asked "où ?".
    const room = buildKnowledge({
      ...snapshot,
      news: [{ ...snapshot.news[0], id: 6, slug: 'salle', title: 'Une nouvelle salle informatique de quarante postes au Plateau', summary: null }],
      institutes: [{ id: 1, title: "Le centre d'incubation", description: 'Accompagnement.', link: '/filieres', buttonText: 'EN SAVOIR PLUS', bgColor: 'from-blue-800 to-blue-900', order: 1, isActive: true }],
    });
    for (const q of ['la nouvelle salle informatique est où ?', 'la nouvelle salle informatique du Plateau'])
      expect(answer(room, q).text, q).toMatch(/^Une nouvelle salle informatique de quarante postes au Plateau \(/);
    expect(answer(room, 'une salle informatique ?').kind).toBe('campus');
    expect(answer(room, 'je veux incuber mon projet').text).toMatch(/^Le centre d'incubation : /);
  });

  it('reads SMS spellings, a visit, a map, writing to the director, and fees found too high', () => {
    // SMS as typed, and a bare "combien" that prices the studies (not one that counts them).
    expect(say('slt vs fete ki formation').text).toMatch(/^Bonjour ! Nos 5 filières :/);
    expect(say('bsr c cmb la formation o plato').text).toMatch(/^Bonsoir ! Site du Plateau — BTS - Non Orientés 1ère Année \(2 ans\) :/);
    expect(say('le bts dur cmb de tan').text).toMatch(/^Nos formations BTS durent 2 ans :/);
    expect(say('je ve parle a kelkun').kind).toBe('contact');
    // A visit this afternoon, by taxi, a map; writing to the director.
    expect(say('je peux passer cet après-midi ?').kind).toBe('hours');
    expect(say('comment venir au Plateau en taxi ?').text).toMatch(/^Site du Plateau : /);
    expect(say("il y a un plan d'accès ?").kind).toBe('location');
    expect(say('je veux écrire au directeur').kind).toBe('contact');
    // The fees found too high: the three payments and the bursaries; "le BTS, c'est cher ?" asks its price.
    for (const q of ["c'est cher !", 'trop cher', "je n'ai pas les moyens", "c'est trop cher au Plateau"])
      expect(say(q).text, q).toMatch(/^Je comprends\. La scolarité se règle en trois versements \(détail sur la page \[Nos Tarifs\]\(\/tarifs\)\), et l'école propose des bourses d'études\./);
    expect(say("le BTS c'est cher ?").kind).toBe('fees');
    expect(say('combien de formations avez-vous ?').kind).toBe('programs');
  });

  it('reads a trade (secretary, nurse) and a subject (law, international trade) the programmes do or do not teach', () => {
    const withAD = withPrograms([8, 'Assistanat de Direction', 'BTS TERTIAIRES', 'BTS', '2 ans']);
    expect(answer(withAD, 'quelle formation pour devenir secrétaire ?').text).toMatch(/^Assistanat de Direction : formation de niveau BTS/);
    expect(answer(withAD, 'les horaires du secrétariat').kind).toBe('hours');
    // Nursing is taught nowhere here, and not the campus's nurse; law is not "doit".
    for (const q of ['ma fille veut être infirmière', 'une formation en droit ?']) expect(say(q).declined, q).toBe(true);
    expect(say('il y a une infirmière sur le campus ?').text).toMatch(/^Infirmerie : /);
    expect(say('je veux faire du commerce international').kind).not.toBe('strengths');
  });

  it('answers a place that is none of the sites with the sites, and both BTS categories with their programmes', () => {
    // A place that is none of the sites: the sites, not a decline.
    for (const q of ['vous avez un site à Abobo ?', 'vous avez une école à Bouaké ?']) expect(say(q).text, q).toMatch(/^Nous vous accueillons sur 2 sites :/);
    expect(say('vous avez un site au Plateau ?').text).toMatch(/^Site du Plateau : /);
    expect(say('quelle est la différence entre le BTS tertiaire et industriel ?').text).toBe(
      'BTS TERTIAIRES :\n• Logistique (BTS, 2 ans)\n• Gestion Commerciale (BTS, 2 ans)\nBTS INDUSTRIEL :\n• Électrotechnique (BTS, 2 ans)\nToutes les filières : [Nos Filières](/filieres).',
    );
  });

  it('names the programmes for starting a business, and an institute named by two of its words', () => {
    const withThem = buildKnowledge({
      ...snapshot,
      programs: [
        ...snapshot.programs,
        { id: 8, name: "Certificat Création d'Entreprise", category: 'CERTIFICAT', level: 'Certificat', duration: '6 mois', imageUrl: null },
        { id: 9, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null },
      ],
      institutes: [
        { id: 1, title: 'Institut de Management et de Commerce', description: 'BTS tertiaires.', link: '/filieres', buttonText: 'EN SAVOIR PLUS', bgColor: 'from-blue-800 to-blue-900', order: 1, isActive: true },
        { id: 2, title: 'Institut de Formation Continue', description: 'Certificats courts et cours du soir.', link: '/filieres', buttonText: 'EN SAVOIR PLUS', bgColor: 'from-blue-800 to-blue-900', order: 2, isActive: true },
      ],
    });
    expect(answer(withThem, 'je veux créer mon entreprise').text).toMatch(/^Certificat Création d'Entreprise : /);
    expect(answer(withThem, 'je voudrais devenir entrepreneur').text).toMatch(/^Licence Management et Entrepreneuriat : /);
    expect(answer(withThem, 'vous faites la formation continue ?').text).toMatch(/^Institut de Formation Continue : Certificats courts et cours du soir\./);
    // "formations" alone asks the programmes, not the institute whose name holds it.
    expect(answer(withThem, 'vous avez quoi comme formations').text).toMatch(/^Nos 7 filières :/);
    expect(answer(withThem, 'je suis en terminale, quelle filière choisir ?').text).toMatch(/^Nos 7 filières :/);
  });
});

describe('WhatsApp conversations (round of 2026-11-26, night)', () => {
  // The fixture with a Licence sheet at Marcory, the BAC among Cocody's pieces, two IT
  // programmes, a Licence, and the evening-course article.
  const wider = buildKnowledge({
    ...snapshot,
    programs: [
      ...snapshot.programs,
      { id: 6, name: "Informatique Développeur d'Application", category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null },
      { id: 7, name: 'Réseaux Informatiques et Télécommunications', category: 'BTS INDUSTRIEL', level: 'BTS', duration: '2 ans', imageUrl: null },
      { id: 9, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null },
    ],
    tariffs: [
      tariff({ requiredDocuments: ["4 photos d'identité", "2 copies légalisées de l'attestation du BAC"] }),
      snapshot.tariffs[1],
      tariff({ id: 3, site: 'Site de Marcory', location: 'Rue du Canal, Marcory', programName: 'Licence 1 - Management et Entrepreneuriat', programDuration: '3 ans', totalFee: 500000, accountInfo: 'Banque Exemple – Compte 0004' }),
    ],
    news: [
      ...snapshot.news,
      {
        id: 8, slug: 'cours-du-soir', title: 'Ouverture du Certificat Community Management en cours du soir', summary: 'Trois mois pour les salariés.',
        category: 'Formation', author: 'Direction', date: '2026-10-14', imageUrl: null, featured: false, isActive: true,
      },
    ],
  });
  const talk = (...turns: string[]) => {
    const earlier: string[] = [];
    let last = '';
    for (const q of turns) {
      last = answer(wider, q, { previous: [...earlier] }).text;
      earlier.unshift(q);
    }
    return last;
  };

  it("answers each question of a parent's long message, the site carried, the page pointer said once", () => {
    const text = talk(
      "Bonjour, je suis parent d'élève. Mon fils a eu son bac cette année, il aime la gestion. Vous avez quelle formation pour lui ? C'est combien à Cocody et on paye comment ? Aussi il faut quels documents pour l'inscription svp. Merci",
    );
    expect(text).toMatch(/^Bonjour ! Gestion Commerciale : formation de niveau BTS/);
    expect(text).toContain(`• Total : ${formatAmount(225000)}`);
    expect(text).toContain('Banque Exemple – Compte 0001');
    expect(text).toContain("Pièces à fournir pour l'inscription (Site de Cocody) :\n• 4 photos d'identité");
    expect(text.match(/Détails sur la page/g)).toHaveLength(1);
    // The price asked in a sentence of its own, after the diploma and the programme.
    expect(talk("Mon fils a eu son bac cette année, il aime la gestion. Vous avez quelle formation pour lui ? C'est combien à Cocody ?")).toContain(`• Total : ${formatAmount(225000)}`);
    // One question asking the price and how to pay: both.
    const both = talk("c'est combien à Cocody et on paye comment ?");
    expect(both).toContain(`• Total : ${formatAmount(225000)}`);
    expect(both).toContain('Banque Exemple – Compte 0001');
  });

  it('reads the papers, where the file is left, the BEPC and "jai un BTS" as the admission or what follows', () => {
    expect(talk("il faut quels papiers pour s'inscrire")).toMatch(/^Pièces à fournir pour l'inscription :/);
    expect(talk('le dossier se dépose où')).toMatch(/^L'admission se fait sur étude de dossier/);
    const bepc = talk('mon enfant a eu le BEPC il peut faire quoi chez vous');
    expect(bepc).toMatch(/^L'admission se fait sur étude de dossier/);
    expect(bepc).toContain("Parmi les pièces du dossier : 2 copies légalisées de l'attestation du BAC.");
    expect(talk('jai un BTS en logistique')).toMatch(/^Après un BTS, nos formations de niveau Licence :/);
    expect(talk('ya licence a cocody ?', 'il faut quoi comme diplome')).toMatch(/^L'admission se fait sur étude de dossier/);
  });

  it('carries a subject without a cue word, the programme an article names, and "là-bas" to the price asked next', () => {
    const priced = talk('je veux faire informatique', 'c combien');
    expect(priced).toContain('Site de Cocody');
    expect(priced).not.toContain('Licence');
    expect(talk('bjr je travaille déjà, vous avez les cours du soir ?', "c'est combien")).toMatch(/^Je n'ai pas de tarif publié pour le niveau Certificat\./);
    expect(talk('je suis à Cocody, ya BTS électrotechnique ?', 'c combien chez vous la bas')).toContain(`• Total : ${formatAmount(225000)}`);
  });
});

describe('a visitor\'s words the assistant missed (round of 2026-11-27)', () => {
  const withLicence = withPrograms([9, 'Licence Management et Entrepreneuriat', 'LICENCE/MASTER', 'Licence', '3 ans']);
  const talk = conversation(k);

  it('gives the date of the later years from the article, not the summary\'s first-year date, asked at once or next', () => {
    const later = say('la rentree des 2eme annee c quand ?').text;
    expect(later).toContain('celle des étudiants de deuxième et troisième années le lundi 12 octobre');
    expect(later).not.toContain('Les cours reprennent le 5 octobre.');
    expect(talk('la rentree c quand', 'et pour les 3eme annee ?')).toContain('le lundi 12 octobre');
    // Nothing asked beyond the title: the summary, as before; the price of the next years stays a price.
    expect(say('la rentree c quand').text).toContain('Les cours reprennent le 5 octobre.');
    expect(talk("c'est combien à Cocody ?", 'et la deuxième année ?')).not.toContain('12 octobre');
  });

  it('reads "nn orienté" as not oriented', () => {
    expect(normalize('je suis nn orienté')).toBe('je suis non oriente');
    const text = say('les nn orientés payent combien ?').text;
    expect(text).toContain('Site du Plateau — BTS - Non Orientés 1ère Année');
    expect(text).not.toContain('Site de Cocody — BTS - Orientés');
  });

  it('does not answer a Licence in a subject no programme teaches with the one Licence', () => {
    const law = answer(withLicence, 'vous avez une licence en droit ?').text;
    expect(law).toMatch(/^Je ne trouve pas de formation de niveau Licence qui corresponde à votre demande\.\nNos formations Licence :\n• Licence Management et Entrepreneuriat/);
    expect(answer(withLicence, 'vous avez une licence ?').text).toMatch(/^Licence Management et Entrepreneuriat : formation de niveau Licence/);
    expect(answer(withLicence, 'licence en management').text).toMatch(/^Licence Management et Entrepreneuriat : formation de niveau Licence/);
  });

  it('answers a figure the visitor states with the published price, and what holders of a diploma are told', () => {
    for (const q of ["on m'a dit que le bts a cocody c 150 000, c vrai ?", 'le bts a cocody c 150000 ?', 'le bts à cocody c 225 mille ?', 'bts cocody 150k ?']) {
      expect(say(q).text, q).toContain(`• Total : ${formatAmount(225000)}`);
    }
    expect(normalize('200 mille fcfa')).toBe('200000');
    // A year is not an amount.
    expect(say('la rentree 2026').text).toMatch(/^Rentrée 2026-2027/);
    const wider = buildKnowledge({
      ...snapshot,
      programs: [...snapshot.programs, { id: 9, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null }],
      tariffs: [...snapshot.tariffs, tariff({ id: 3, site: 'Site de Marcory', programName: 'Licence 1 - Management', description: 'Les titulaires d’un BTS peuvent intégrer directement la troisième année après étude du dossier.' })],
    });
    const licence = answer(wider, 'apres le bts je peux faire la licence chez vous ?').text;
    expect(licence).toMatch(/^Licence Management et Entrepreneuriat : formation de niveau Licence/);
    expect(licence).toContain('Les titulaires d’un BTS peuvent intégrer directement la troisième année');
    expect(answer(wider, 'quel diplome pour entrer en master').text).toMatch(/^L'admission se fait sur étude de dossier/);
  });

  it('answers both halves of a message that asks two things in one sentence', () => {
    const both = say('le bts logistique ca dure combien et c combien a cocody ?').text;
    expect(both).toMatch(/^Logistique dure 2 ans \(niveau BTS\)\./);
    expect(both).toContain(`• Total : ${formatAmount(225000)}`);
    const withUniform = say('le total a payer pour le bts a cocody c combien en tout avec la tenue').text;
    expect(withUniform).toContain(formatAmount(225000));
    expect(withUniform).toContain('Tenue (uniforme)');
    expect(withUniform.match(/Détails sur la page/g)).toHaveLength(1);
    // The uniform's price alone is still its list.
    expect(say('la tenue c combien a cocody').text).toMatch(/^Tenue \(uniforme\)/);
    const admission = say("conditions d'admission et la rentree c quand ?").text;
    expect(admission).toMatch(/^L'admission se fait sur étude de dossier/);
    expect(admission).toContain('[Lire l\'article](/actualites/rentree-2026)');
    expect(normalize('kan commence les cour')).toBe('quand rentree');
  });

  it('answers "cc", the school\'s name, a place without a site, a trade and whether enrolling is free', () => {
    expect(say('cc').text).toMatch(/^Bonjour ! Je suis l'assistant virtuel de Lagune Business School\./);
    expect(say("c'est quoi le nom de l'ecole").text).toMatch(/^Lagune Business School \(LBS\) : /);
    expect(say("comment s'appelle votre ecole").text).toMatch(/^Lagune Business School \(LBS\) : /);
    const abobo = say('vous etes a abobo ?').text;
    expect(abobo).toContain('Site de Cocody');
    expect(abobo).toContain('Site du Plateau');
    expect(answer(withPrograms([10, 'Finance Comptabilité et Gestion des Entreprises', 'BTS TERTIAIRES', 'BTS', '2 ans']), 'je veux devenir comptable, quelle filiere ?').text).toMatch(
      /^Finance Comptabilité et Gestion des Entreprises : formation de niveau BTS/,
    );
    const free = say("c gratuit l'inscription ?").text;
    expect(free).toContain(formatAmount(85000));
    expect(free).toContain(formatAmount(100000));
  });
});

describe('what the articles and the projects say (round two of 2026-11-27)', () => {
  const project = (id: number, title: string, startDate: string, endDate: string) => ({
    id, title, description: 'Accompagnement de petites entreprises.', status: 'upcoming', startDate, endDate, images: [], videos: [], videoThumbnails: {}, link: null,
  });
  const article = (id: number, slug: string, title: string, summary: string) => ({
    id, slug, title, summary, category: 'Événements', author: 'Direction', date: '2026-11-08', imageUrl: null, featured: false, isActive: true,
  });
  const rich = buildKnowledge({
    ...snapshot,
    news: [
      ...snapshot.news,
      article(20, 'portes-ouvertes', 'Journée portes ouvertes le 5 décembre', 'Visitez nos sites.'),
      article(21, 'incubation', "Le centre d'incubation accueille sa troisième promotion", 'Douze projets retenus.'),
    ],
    newsTexts: new Map([
      ...snapshot.newsTexts,
      [20, 'Le samedi 5 décembre 2026, de 8h à 16h, l’école ouvre ses portes.\nLes candidats qui déposent leur dossier le jour même bénéficient d’une réduction de 50 % sur les frais d’inscription. Pensez à apporter une copie de votre dernier bulletin.'],
      [21, 'Après une sélection qui a réuni plus de quarante candidatures, douze projets intègrent le centre d’incubation.\nPendant six mois, chaque équipe bénéficie d’un mentor issu de nos entreprises partenaires. Le programme se termine par une journée de présentation devant des investisseurs au mois de mai.'],
    ]),
    projects: [project(1, 'Accompagnement des PME de Treichville', '2027-02-01T00:00:00.000Z', '2027-07-30T00:00:00.000Z'), project(2, 'Diagnostic numérique du marché d’Adjamé', '2027-03-15T00:00:00.000Z', '2027-06-30T00:00:00.000Z')],
  });
  const talk = conversation(rich);

  it("answers from an article's sentence rather than the general answer of its cue words", () => {
    expect(talk('ya une reduction si on depose le dossier le jour des portes ouvertes ?')).toContain('réduction de 50 % sur les frais d’inscription');
    expect(talk('il faut apporter quoi le jour des portes ouvertes')).toContain('Pensez à apporter une copie de votre dernier bulletin.');
    expect(talk('les portes ouvertes c a quelle heure ?')).toContain('de 8h à 16h');
    expect(talk("ya des mentors a l'incubateur ?")).toContain('chaque équipe bénéficie d’un mentor');
    expect(talk('la presentation devant les investisseurs c quand')).toContain('au mois de mai');
    expect(talk("l'incubation dure combien de temps")).toContain('Pendant six mois');
    // Counted, not priced; a general question is not one article's.
    const counted = talk("ya eu combien de candidatures pour l'incubateur");
    expect(counted).toContain('plus de quarante candidatures');
    expect(counted).not.toContain('F CFA');
    expect(talk('le stage dure combien de temps')).toMatch(/^Je suis désolé/);
    expect(talk("le prix de l'entrepreneuriat a la ceremonie")).not.toContain('F CFA');
  });

  it("answers the campus page's figures, who answers, work after the diploma and whether diplomas are real", () => {
    expect(say('la bibliotheque a combien de livres').text).toMatch(/^Bibliothèque : Une bibliothèque de plus de 10\u00a0000 ouvrages/);
    expect(say("l'amphi fait combien de places").text).toMatch(/^Amphithéâtre : Un amphithéâtre de 200 places/);
    expect(say("ya combien d'ordi dans la salle info").text).toMatch(/^Salles informatiques : 50 postes/);
    expect(say('on mange ou a midi').text).toMatch(/^Cafétéria : /);
    expect(say('ya une infirmerie si mon enfant est malade ?').text).toMatch(/^Infirmerie : /);
    expect(say('tu es un robot ?').text).toMatch(/^Bonjour ! Je suis l'assistant virtuel de /);
    expect(say('quel est ton nom').text).toMatch(/^Bonjour ! Je suis l'assistant virtuel de /);
    expect(normalize('apres le bts on trouve du boulot facilement')).toContain('emploi');
    expect(normalize('vos diplomes la c pas du faux')).toContain('reconnu');
    // Still declined: a visitor unwell, a computer for sale.
    expect(say('je suis malade').text).toMatch(/^Je suis désolé/);
    expect(say('vous vendez des ordinateurs ?').text).toMatch(/^Je suis désolé/);
  });

  it("reads an article on a programme beyond the programme's name, and the founder's vision", () => {
    const evening = buildKnowledge({
      ...snapshot,
      news: [{ ...snapshot.news[0], id: 30, slug: 'cm', title: 'Ouverture du Certificat Community Management en cours du soir', summary: 'Trois mois.' }],
      newsTexts: new Map([[30, 'Le Certificat Community Management a lieu à Marcory, les mardis et jeudis de 18h à 21h.\nLa formation aborde la publicité en ligne.']]),
      founder: { isActive: true, title: 'Bâtir ensemble', quote: 'Entreprendre.', vision: 'Former les entrepreneurs de demain.', founderName: 'Dr Awa Koné', founderRole: 'Fondatrice', founderOrganization: 'Groupe Exemple', founderImageUrl: null },
    });
    expect(answer(evening, 'le certificat community management c quel jour et a quelle heure').text).toContain('les mardis et jeudis de 18h à 21h');
    // The programme alone is still its card.
    expect(answer(evening, 'le certificat community management dure combien de temps').text).toMatch(/^Certificat Community Management dure 3 mois/);
    const vision = answer(evening, 'c koi la vision du fondateur').text;
    expect(vision).toMatch(/^Dr Awa Koné est Fondatrice/);
    expect(vision).toContain('Sa vision : « Former les entrepreneurs de demain. »');
    expect(answer(evening, 'qui est la fondatrice ?').text).not.toContain('Sa vision');
  });

  it("gives a year's figure from its article, not the school's all-time one, and says whose bus lines the campus page gives", () => {
    const ceremony = buildKnowledge({
      ...snapshot,
      news: [article(22, 'remise-2026', 'Remise des diplômes 2026 : 412 lauréats à l’honneur', 'La promotion 2026.')],
      newsTexts: new Map([[22, 'Quatre cent douze diplômés de BTS, de Licence et de Master ont reçu leur diplôme.']]),
    });
    const year = answer(ceremony, 'cb de diplomés en 2026').text;
    expect(year).toContain('Quatre cent douze diplômés');
    expect(year).not.toContain('1000+');
    expect(answer(ceremony, 'combien de diplômés avez vous ?').text).toContain('1000+');
    // The campus page is the main address's site (Cocody here): asked of the Plateau, said so.
    const bus = say('ya un bus pour aller au site du plateau ?').text;
    expect(bus).toContain('Lignes de bus');
    expect(bus).toContain('Ce que décrit la page Campus est le Site de Cocody. Pour le Site du Plateau, contactez le site :\nSite du Plateau : ');
    expect(say('ya un bus pour aller a cocody ?').text).not.toContain('Ce que décrit');
  });

  it("gives a project's dates, and the project named next in the conversation", () => {
    expect(talk('le projet de treichville')).toContain('Début : 1 février 2027, Fin : 30 juillet 2027');
    expect(talk('le projet de treichville', 'ça commence quand')).toContain('Début : 1 février 2027');
    const next = talk('le projet de treichville', 'ça commence quand', "et celui d'adjame ?");
    expect(next).toMatch(/^Diagnostic numérique du marché d’Adjamé \(À venir ; Début : 15 mars 2027, Fin : 30 juin 2027\)/);
  });
  it('reads a follow-up about the article just given: its hours, or a word only one of its sentences holds', () => {
    expect(talk("les portes ouvertes c'est quand ?", 'ça finit à quelle heure ?')).toContain('de 8h à 16h');
    // The school's hours asked in so many words are still the school's.
    expect(talk("les portes ouvertes c'est quand ?", "c'est quoi vos horaires ?")).not.toContain('de 8h à 16h');
    expect(talk("l'incubateur", 'il y a des mentors ?')).toContain('chaque équipe bénéficie d’un mentor');
    // Carried on: the article stays the subject of the next word only it holds.
    expect(talk("l'incubateur", 'il y a des mentors ?', 'des investisseurs ?')).toContain('au mois de mai');
    expect(talk("l'incubateur", 'il y a une piscine ?')).toMatch(/^Je suis désolé/);
    // Without the article before it, a word no page knows is still declined.
    expect(talk('il y a des mentors ?')).toMatch(/^Je suis désolé/);
    // Words the school's data knows elsewhere (a photo's caption says "investisseurs"), or all
    // but one of the question's words: still the article's sentence (a fourth audit's findings).
    const captioned = buildKnowledge({ ...rich.snapshot, captions: [{ text: 'Le jury : Investisseurs et partenaires', video: false, albumId: 1 }] });
    const talkIn = conversation(captioned);
    expect(talkIn("l'incubateur", 'il y a des mentors ?', 'des investisseurs ?')).toContain('au mois de mai');
    expect(talk("les portes ouvertes c'est quand ?", 'il faut apporter quoi ?')).toContain('Pensez à apporter une copie de votre dernier bulletin.');
    expect(talk("l'incubateur", 'combien de temps ?')).toContain('Pendant six mois');
    // An award asked is not a price.
    expect(talk('ils ont eu quoi comme prix ?')).not.toContain('F CFA');
    // The weather, the State's bac: declined (the hours, a BAC certificate were given).
    expect(talk('quel temps fait il a abidjan demain')).toMatch(/^Je suis désolé/);
    expect(talk('le bac 2027 c quand')).toMatch(/^Je suis désolé/);
    expect(talk("j'ai eu le bac 2026, je peux faire quoi ?")).toMatch(/^Après le bac, nos formations/);
  });

  // The fourth audit's last findings.
  it("finds the Plateau's new computer room by its title, not another article's sentence that holds two of its words", () => {
    const room = buildKnowledge({
      ...rich.snapshot,
      news: [...rich.snapshot.news, article(23, 'salle-informatique', 'Une nouvelle salle informatique de quarante postes au Plateau', 'Ordinateurs récents et fibre optique.')],
      newsTexts: new Map([
        ...rich.snapshot.newsTexts,
        [20, `${rich.snapshot.newsTexts.get(20)}\nVisites guidées des salles de cours et des laboratoires informatiques.`],
        [23, 'Le site du Plateau dispose depuis la rentrée d’une salle informatique de quarante postes.\nLa salle reste ouverte aux étudiants jusqu’à 21h en semaine.'],
      ]),
    });
    const ask = (q: string) => answer(room, q).text;
    const answered = "Une nouvelle salle informatique de quarante postes au Plateau (publié le 8 novembre 2026) : Ordinateurs récents et fibre optique.\n[Lire l'article](/actualites/salle-informatique)";
    expect(ask('la nouvelle salle informatique du Plateau')).toBe(answered);
    expect(ask('vous avez une salle informatique au plateau ?')).toBe(answered);
    // What only one of its sentences says is still that sentence; the open day's, the open day's.
    expect(ask('la salle informatique du plateau ferme a quelle heure ?')).toContain('jusqu’à 21h en semaine');
    expect(ask('les laboratoires informatiques aux portes ouvertes ?')).toContain('des laboratoires informatiques');
  });

  it('says that the article just given gives no length, rather than listing the programmes\' lengths', () => {
    const silent = answer(rich, 'combien de temps ?', { previous: ['la rentree c quand'] });
    expect(silent.text).toBe(
      "L'article « Rentrée 2026-2027 : calendrier et démarches » (publié le 25 août 2026) ne précise pas de durée.\n[Lire l'article](/actualites/rentree-2026)\nPour une réponse précise, écrivez-nous depuis la [page Contact](/contact) ou appelez le [+225 01 02 03 04 05](tel:+2250102030405).",
    );
    // Declined for that detail: the administrator sees it asked.
    expect(silent.declined).toBe(true);
    for (const q of ['ça dure combien de temps ?', 'et ça dure combien de temps ?']) {
      const text = talk('les portes ouvertes c quand', q);
      expect(text, q).toMatch(/^L'article « Journée portes ouvertes le 5 décembre » \(publié le 8 novembre 2026\) ne précise pas de durée\./);
      expect(text, q).not.toContain('Logistique');
    }
    // A question naming more than a length is not the article's: the programmes' lengths, as before.
    expect(talk('la rentree c quand', 'combien de temps dure la formation ?')).toMatch(/^Durée de nos formations :/);
    // One that gives it: its sentence; its summary when only that gives it; an article on a programme: the programme's length.
    expect(talk("l'incubateur", 'combien de temps ?')).toContain('Pendant six mois');
    const summarised = buildKnowledge({ ...rich.snapshot, news: [...rich.snapshot.news, article(24, 'forum', 'Forum des métiers', 'Des ateliers pendant deux jours.')] });
    expect(conversation(summarised)('le forum des metiers', 'combien de temps ?')).toMatch(/^Forum des métiers \(publié le 8 novembre 2026\) : Des ateliers pendant deux jours\./);
    const evening = buildKnowledge({ ...rich.snapshot, news: [...rich.snapshot.news, article(25, 'cm', 'Ouverture du Certificat Community Management en cours du soir', 'Les mardis et jeudis.')] });
    expect(conversation(evening)('le certificat en cours du soir', 'combien de temps ?')).toBe('Certificat Community Management dure 3 mois (niveau Certificat).');
  });

  it("points to a project's page for its photos and videos, counted as the page shows them", () => {
    const shown = buildKnowledge({
      ...rich.snapshot,
      projects: [{ ...rich.snapshot.projects[0], images: ['/media/pme-1.jpg', '/media/pme-2.jpg'], videos: ['/media/pme.mp4'] }, rich.snapshot.projects[1]],
    });
    const ask = (q: string) => answer(shown, q).text;
    expect(ask('vous avez des photos du projet de treichville ?')).toBe("Le projet « Accompagnement des PME de Treichville » a 2 photos et 1 vidéo sur sa page.\n[Voir le projet](/cabinet/1)");
    expect(ask("une video du projet d'adjame ?")).toBe("Aucune photo ni vidéo du projet « Diagnostic numérique du marché d’Adjamé » n'est publiée pour le moment.\n[Voir le projet](/cabinet/2)");
    // The project without a picture asked is still its card.
    expect(ask('le projet de treichville')).toMatch(/^Accompagnement des PME de Treichville \(À venir ; Début : 1 février 2027/);
  });

  it('gives the pictures of the project just asked about when the next message asks for pictures without naming it', () => {
    const shown = buildKnowledge({
      ...rich.snapshot,
      projects: [
        { ...rich.snapshot.projects[0], images: ['/media/pme-1.jpg', '/media/pme-2.jpg'], videos: ['/media/pme.mp4'] },
        rich.snapshot.projects[1],
        { ...rich.snapshot.projects[1], id: 3, title: 'Formation des artisans d’Agboville' },
      ],
      albums: [{ id: 3, title: 'Remise des diplômes 2026', description: 'La cérémonie.', category: 'Événements', coverImage: null, isActive: true, order: 0, createdAt: '2026-07-01T00:00:00.000Z' }],
    });
    const talkIn = conversation(shown);
    const treichville = 'Le projet « Accompagnement des PME de Treichville » a 2 photos et 1 vidéo sur sa page.\n[Voir le projet](/cabinet/1)';
    for (const q of ['vous avez des photos ?', 'il y a des vidéos ?', 'et des photos ?', 'on peut voir des images ?']) expect(talkIn('parlez-moi du projet de treichville', q), q).toBe(treichville);
    expect(talkIn("le projet d'agboville c'est quoi ?", 'vous avez des photos ?')).toBe(
      "Aucune photo ni vidéo du projet « Formation des artisans d’Agboville » n'est publiée pour le moment.\n[Voir le projet](/cabinet/3)",
    );
    // Still that project after its dates were asked; the one named next when another is.
    expect(talkIn('le projet de treichville', 'ça commence quand', 'vous avez des photos ?')).toBe(treichville);
    expect(talkIn('le projet de treichville', "et celui d'adjame ?", 'des photos ?')).toMatch(/^Aucune photo ni vidéo du projet « Diagnostic numérique du marché d’Adjamé »/);
    // Asked alone, the reply says the earlier messages may matter (the server reads them only then).
    expect(answer(shown, 'vous avez des photos ?').wantsContext).toBe(true);
    // No one project just before: the albums, as before (nothing earlier, every project, an
    // article, an album, another question in between).
    const albums = /^Nos albums photos et vidéos :\n• \[Remise des diplômes 2026\]/;
    expect(talkIn('vous avez des photos ?')).toMatch(albums);
    expect(talkIn('vos projets ?', 'vous avez des photos ?')).toMatch(albums);
    expect(talkIn("les portes ouvertes c'est quand ?", 'des photos ?')).toMatch(albums);
    expect(talkIn('le projet de treichville', 'c est combien le bts ?', 'des photos ?')).toMatch(albums);
    // An album named after the project is that album.
    expect(talkIn('le projet de treichville', 'il y a des photos de la remise des diplomes ?')).toMatch(/^Album « Remise des diplômes 2026 »/);
  });

  it('gives the album just asked about when the next message asks for pictures without naming it', () => {
    const shown = buildKnowledge({
      ...rich.snapshot,
      albums: [
        { id: 3, title: 'Remise des diplômes 2026', description: 'La cérémonie.', category: 'Événements', coverImage: null, isActive: true, order: 0, createdAt: '2026-07-01T00:00:00.000Z' },
        { id: 4, title: 'Vie sur le campus', description: null, category: 'Campus', coverImage: null, isActive: true, order: 1, createdAt: '2026-09-01T00:00:00.000Z' },
      ],
    });
    const talkIn = conversation(shown);
    const ceremony = "Album « Remise des diplômes 2026 » (Événements) : La cérémonie.\n[Voir l'album](/galerie/3)";
    for (const first of ["l'album de la remise des diplômes", 'vous avez des photos de la remise des diplômes ?', 'la remise des diplomes']) {
      expect(talkIn(first), first).toBe(ceremony);
      for (const q of ['vous avez des photos ?', 'il y a des vidéos ?', 'et des photos ?']) expect(talkIn(first, q), `${first} / ${q}`).toBe(ceremony);
    }
    // No one album just before: every album, as before (nothing earlier, every album, a project, an
    // article, another question in between).
    const albums = /^Nos albums photos et vidéos :\n• \[Remise des diplômes 2026\]\(\/galerie\/3\) \(Événements\)\n• \[Vie sur le campus\]/;
    expect(talkIn('vous avez des photos ?')).toMatch(albums);
    expect(talkIn('vos albums ?', 'vous avez des photos ?')).toMatch(albums);
    expect(talkIn("les portes ouvertes c'est quand ?", 'des photos ?')).toMatch(albums);
    expect(talkIn('la remise des diplomes', 'c est combien le bts ?', 'des photos ?')).toMatch(albums);
    expect(talkIn('la remise des diplomes', 'le projet de treichville', 'des photos ?')).toMatch(/^Aucune photo ni vidéo du projet « Accompagnement des PME de Treichville »/);
    // Another album named next is that one.
    expect(talkIn('la remise des diplomes', 'des photos de la vie sur le campus ?')).toMatch(/^Album « Vie sur le campus » \(Campus\)/);
  });
});

describe('messages that ask several things, and lists per level (round three of 2026-11-27)', () => {
  const marcory = tariff({
    id: 3, site: 'Site de Marcory', location: 'Rue du Canal, Marcory', programName: 'Licence 1 - Management et Entrepreneuriat', programDuration: '3 ans',
    totalFee: 500000, requiredDocuments: ["4 photos d'identité", 'Copie légalisée du dernier diplôme obtenu'], supplies: ['1 clé USB de 16 Go'],
  });
  const sheets = buildKnowledge({
    ...snapshot,
    programs: [...snapshot.programs, { id: 9, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null }],
    tariffs: [...snapshot.tariffs, marcory],
  });
  const talk = conversation(sheets);

  it('gives the documents of the level asked next, at the one site that publishes it, and says when none does', () => {
    const licence = talk('quels documents pour s inscrire ?', 'et pour la licence ?');
    expect(licence).toMatch(/^Pièces à fournir pour l'inscription \(Site de Marcory — Licence 1 - Management et Entrepreneuriat\) :\n/);
    expect(licence).toContain('• Copie légalisée du dernier diplôme obtenu');
    expect(licence).not.toContain('Site de Cocody');
    expect(talk('quels documents pour s inscrire ?', 'et pour le master ?')).toMatch(/^Sur nos sites, aucun tarif de niveau Master n'est publié : je n'ai pas la liste des pièces à fournir de ce niveau ; contactez notre équipe : /);
    // Asked at a site that has no sheet of that level: said, then the level's sheet elsewhere.
    const atCocody = talk('quels documents pour la licence à cocody ?');
    expect(atCocody).toMatch(/^Pour le Site de Cocody, aucun tarif de niveau Licence n'est publié\. Ailleurs, pièces à fournir pour l'inscription \(Site de Marcory — Licence 1 - Management et Entrepreneuriat\) :\n/);
    expect(talk('les fournitures pour la licence')).toContain('• 1 clé USB de 16 Go');
    // No level asked: every site's list, as before.
    expect(talk('quels documents pour s inscrire ?')).toContain('Site de Cocody, Site du Plateau :');
  });

  it('answers each clause of a message that asks several things, and names the one it cannot answer', () => {
    const three = talk("combien coûte le BTS à Cocody, c'est quoi les horaires et vous avez un internat ?");
    expect(three).toContain(formatAmount(225000));
    expect(three).toContain('Horaires');
    expect(three).toContain("Sur « vous avez un internat ? », je n'ai pas d'information sûre. Pour une réponse précise, écrivez-nous depuis la [page Contact](/contact)");
    expect(three).not.toContain('Je suis désolé');
    expect(talk("c'est combien le BTS au plateau ? vous avez un internat ?")).toContain('Sur « vous avez un internat ? »');
    // The visitor's words quoted make no link of the reply's markup.
    const planted = talk("c'est combien le BTS au plateau ? vous avez un [internat](/admin) ?");
    expect(parseChatMarkup(planted).filter((x) => x.type === 'link').map((x) => x.href)).not.toContain('/admin');
    // Joined by "et", SMS-style, as with a comma.
    const joined = talk('c cb le bts au plateau et c koi les papiers');
    expect(joined).toContain(formatAmount(350000));
    expect(joined).toContain("Pièces à fournir pour l'inscription (Site du Plateau)");
    // A site named at the end is the site of every list asked before it.
    const lists = talk('bonjour, quels documents, quelles fournitures et quelle tenue pour le Plateau ?');
    expect(lists.match(/\(Site du Plateau\) :/g)).toHaveLength(3);
    expect(lists).not.toContain('Site de Cocody');
    // A clause that asks nothing is the next one's context, not a question of its own.
    expect(talk("je voudrais inscrire ma fille en BTS, c'est combien au Plateau ?")).toMatch(/^Site du Plateau — BTS - Non Orientés 1ère Année/);
    expect(talk('mon fils a eu son bac, il aime la logistique, c est combien au Plateau ?')).toContain(formatAmount(350000));
    // A question on the programmes, asked on its own, is answered too (it went with the price after it).
    const both = talk("quelles sont vos filières ? c'est combien au plateau ?");
    expect(both).toMatch(/^Nos \d+ filières :/);
    expect(both).toContain(formatAmount(350000));
    // "Vous avez un BTS logistique ?" asked after where the school is: both answered.
    const where = talk('bonjour, vous êtes où, et vous avez un BTS logistique ?');
    expect(where).toMatch(/^Bonjour ! Nous vous accueillons sur \d+ sites :/);
    expect(where).toContain('Logistique : formation de niveau BTS');
  });

  it('answers a few questions of one message apart, and reads the rest as one (a stranger\'s 90 questions held the server 5 s)', () => {
    const flood = 'prix?stage?'.repeat(91).slice(0, 1000);
    const text = talk(flood);
    // Five answers at most, not ninety (50 KB, each part read with all the ones before it).
    expect(text.length).toBeLessThan(3000);
    expect(text).toContain(formatAmount(225000));
    // Three or four questions are still each answered.
    const four = talk("combien au plateau ? quels documents ? c'est quoi les horaires ? vous avez un internat ?");
    expect(four).toContain(formatAmount(350000));
    expect(four).toContain('Pièces à fournir');
    expect(four).toContain('Horaires');
    expect(four).toContain('Sur « vous avez un internat ? »');
  });

  it('says yes to each programme of a list asked, not only the best named', () => {
    const both = talk('vous faites la logistique, la gestion commerciale ?');
    expect(both).toMatch(/^Oui, nous proposons :\n/);
    expect(both).toContain('• Logistique (BTS, 2 ans)');
    expect(both).toContain('• Gestion Commerciale (BTS, 2 ans)');
    expect(talk('vous avez la gestion commerciale ?')).toMatch(/^Gestion Commerciale : formation de niveau BTS/);
    expect(talk('vous faites la logistique et le droit ?')).not.toContain('Oui');
  });

  it("answers a BTS holder asking for the Licence with the Licence and the sheet's third-year entry, not 'nothing matches'", () => {
    const holders = buildKnowledge({
      ...snapshot,
      programs: [
        ...snapshot.programs,
        { id: 9, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null },
        { id: 10, name: 'Finance Comptabilité et Gestion des Entreprises', category: 'BTS TERTIAIRES', level: 'BTS', duration: '2 ans', imageUrl: null },
      ],
      tariffs: [...snapshot.tariffs, { ...marcory, description: 'Les titulaires d’un BTS peuvent intégrer directement la troisième année après étude du dossier.' }],
    });
    const text = answer(holders, 'jai un bts finance je peux faire la licence directement ?').text;
    expect(text).toMatch(/^Après un BTS, nos formations de niveau Licence :/);
    expect(text).toContain('Licence Management et Entrepreneuriat');
    expect(text).toContain('Les titulaires d’un BTS peuvent intégrer directement la troisième année');
    expect(text).not.toContain('Je ne trouve pas');
  });

  it("tells of the entrepreneurship award an article names, then the programme's price for a visitor who meant that", () => {
    const award = buildKnowledge({
      ...snapshot,
      programs: [...snapshot.programs, { id: 9, name: 'Licence Management et Entrepreneuriat', category: 'LICENCE/MASTER', level: 'Licence', duration: '3 ans', imageUrl: null }],
      tariffs: [...snapshot.tariffs, marcory],
      news: [{ ...snapshot.news[0], id: 40, slug: 'ceremonie', title: 'Remise des diplômes 2026', summary: '412 lauréats.' }],
      newsTexts: new Map([[40, 'Le prix de l’entrepreneuriat a récompensé une jeune diplômée qui a créé une entreprise de manioc.']]),
    });
    const text = answer(award, "le prix de l'entrepreneuriat").text;
    expect(text).toMatch(/^Remise des diplômes 2026 \(publié le 25 août 2026\) : Le prix de l’entrepreneuriat a récompensé une jeune diplômée/);
    expect(text).toContain('Si vous cherchiez le coût de la formation Licence Management et Entrepreneuriat :\nSite de Marcory — Licence 1 - Management et Entrepreneuriat (3 ans) :');
    expect(text).toContain(formatAmount(500000));
  });
});

describe("the photos' own words", () => {
  const album = { id: 3, title: 'Remise des diplômes 2026', category: 'Cérémonies', description: null, coverImage: null, isActive: true, order: 1, createdAt: '2026-07-18T00:00:00.000Z' };
  const pictured = buildKnowledge({
    ...snapshot,
    albums: [album],
    captions: [
      { text: 'Le lancer de toques : La tradition respectée par toute la promotion.', video: false, albumId: 3 },
      { text: 'Visite du campus en vidéo', video: true, albumId: 3 },
      { text: 'Remise du trophée aux lauréats', video: false, newsId: 7 },
      // Of an album the visitors do not see (not in the snapshot's albums): never pointed to.
      { text: 'Le gâteau géant du gala', video: false, albumId: 99 },
    ],
  });
  const ask = (q: string) => answer(pictured, q).text;

  it('points to the photo or the video its words name, in its album or its article', () => {
    expect(ask('vous avez des photos du lancer de toques ?')).toBe(
      "Une photo de l'album « Remise des diplômes 2026 » : « Le lancer de toques : La tradition respectée par toute la promotion ».\n[Voir l'album](/galerie/3)",
    );
    expect(ask('une video de la visite du campus ?')).toMatch(/^Une vidéo de l'album « Remise des diplômes 2026 » : « Visite du campus en vidéo »/);
    // "Trophée" is a word of the school's data, not a typo of "trop".
    expect(ask('la photo de la remise du trophée ?')).toMatch(/^Une photo de l'article « Rentrée 2026-2027 : calendrier et démarches » \(25 août 2026\) : « Remise du trophée aux lauréats »\.\n\[Lire l'article\]\(\/actualites\/rentree-2026\)$/);
    expect(ask('une photo du gâteau géant du gala ?')).not.toContain('gâteau');
    // One word in common is not enough.
    expect(ask('une photo de la promotion ?')).not.toContain('lancer de toques');
  });
});

describe('reply markup', () => {
  it('keeps links to site paths, tel: and mailto: only', () => {
    expect(parseChatMarkup('Voir [Nos Tarifs](/tarifs) ou [appeler](tel:+2250102) et [ici](https://evil.example) [x](//evil.example) [y](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'Voir ' },
      { type: 'link', text: 'Nos Tarifs', href: '/tarifs' },
      { type: 'text', text: ' ou ' },
      { type: 'link', text: 'appeler', href: 'tel:+2250102' },
      { type: 'text', text: ' et ici x y)' },
    ]);
    expect(isSafeChatHref('mailto:contact@ecole.example')).toBe(true);
    expect(isSafeChatHref('/\\evil.example')).toBe(false);
  });
});

describe('optional model', () => {
  const builtIn = `Frais d'inscription : ${formatAmount(85000)}. Voir [Nos Tarifs](/tarifs).`;
  const config = { url: 'http://model.invalid/v1', model: 'test', timeoutMs: 1000 };
  const fakeFetch = (content: string, status = 200) =>
    (async () => new Response(JSON.stringify({ choices: [{ message: { content } }] }), { status })) as unknown as typeof fetch;

  it('accepts a rewording that keeps the facts, refuses one that invents a number or a link', () => {
    expect(staysWithinFacts(builtIn, `L'inscription coûte ${formatAmount(85000)} ([Nos Tarifs](/tarifs)).`)).toBe(true);
    expect(staysWithinFacts(builtIn, `L'inscription coûte ${formatAmount(80000)}.`)).toBe(false);
    expect(staysWithinFacts(builtIn, 'Voir [ici](/admin).')).toBe(false);
  });

  it('returns the model text, or null when it invents, and throws on an HTTP error', async () => {
    await expect(rephrase(config, 'q', builtIn, fakeFetch(`Comptez ${formatAmount(85000)}.`))).resolves.toBe(`Comptez ${formatAmount(85000)}.`);
    await expect(rephrase(config, 'q', builtIn, fakeFetch('Comptez 10 000 F CFA.'))).resolves.toBeNull();
    await expect(rephrase(config, 'q', builtIn, fakeFetch('x', 500))).rejects.toThrow();
  });
});
