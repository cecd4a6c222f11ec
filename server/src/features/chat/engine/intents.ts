// What a visitor is asking about, from cue words. Each cue is a word or a phrase (stems in
// order); a trailing * matches any word that starts with it ("inscri*": inscrire,
// inscription, inscrit). Anchor cues name something of the school ("frais", "stage");
// the others only shape a question ("combien", "où"), so a question whose only subject is
// unknown ("combien coûte un iPhone ?") is declined rather than answered off-topic.
import { QUESTION_WORDS, STOPWORDS, stem, type Analysed } from './text';

export type IntentId =
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'fees'
  | 'documents'
  | 'uniform'
  | 'supplies'
  | 'bank'
  | 'location'
  | 'contact'
  | 'hours'
  | 'enrol'
  | 'scholarship'
  | 'internship'
  | 'programs'
  | 'duration'
  | 'institutes'
  | 'news'
  | 'albums'
  | 'about'
  | 'founder'
  | 'projects'
  | 'campus'
  | 'recognition'
  | 'strengths'
  | 'partnership'
  | 'social';

type Cue = [pattern: string, weight: number, anchor?: 'anchor'];
const A = 'anchor' as const;

const CUES: Record<IntentId, Cue[]> = {
  greeting: [['bonjour', 1], ['bonsoir', 1], ['salut', 1], ['coucou', 1], ['hello', 1], ['hey', 0.8], ['bonne matinee', 1]],
  // "ok", "d'accord": the visitor has read the answer; asked again rather than declined.
  thanks: [['merci', 1], ['remerci*', 1], ['super', 0.6], ['parfait', 0.8], ['genial', 0.8], ['cool', 0.6], ['top', 0.4], ['ok', 1], ['okay', 1], ['d accord', 1], ['entendu', 1]],
  goodbye: [['au revoir', 1.2], ['bye', 1], ['a bientot', 1], ['a plus', 1], ['bonne journee', 1], ['bonne soiree', 1], ['bonne nuit', 1], ['adieu', 1]],
  fees: [
    ['combien', 0.6], ['cout*', 1], ['combien inscription', 1.5, A], ['inscription combien', 1.5, A], ['prix inscription', 1.5, A], ['cout* inscription', 1.5, A], ['prix', 1], ['cher', 0.8], ['moins cher', 1.5, A], ['plus cher', 1.5, A], ['pay*', 0.8], ['paie*', 0.8], ['montant', 1], ['budget', 1], ['argent', 0.8],
    ['tarif*', 1.2, A], ['frais', 1.2, A], ['scolarite', 1.2, A], ['fraisinscription', 2, A], ['fraisannexes', 2, A], ['tranche*', 1.2, A],
    ['cfa', 1, A], ['fcfa', 1, A], ['total', 0.4], ['annuel*', 1], ['par an', 1],
    // "Et la deuxième année ?" (text.ts): with a price asked, or alone after one.
    ['anneesuivante', 0.6, A],
  ],
  documents: [
    ['document*', 1.2, A], ['dossier', 1, A], ['piece*', 1.2, A], ['papier*', 1.2, A], ['fournir', 0.8], ['apporter', 0.6], ['amener', 0.6],
    ['acte naissance', 1.5, A], ['extrait*', 1, A], ['photo identite', 1.5, A], ['carte identite', 1.5, A], ['carte nationale', 1.5, A], ['cni', 1.5, A], ['bulletin*', 1, A], ['attestation*', 1, A], ['legalise*', 1, A],
  ],
  uniform: [['tenue*', 1.2, A], ['uniforme*', 1.5, A], ['tissu*', 1.5, A], ['cravate*', 1.5, A], ['blouse*', 1.5, A], ['habit*', 1, A]],
  supplies: [['fourniture*', 1.5, A], ['materiel*', 1, A], ['rame*', 1, A], ['marqueur*', 1.2, A], ['cle usb', 1.2, A], ['chemise*', 1, A], ['cahier*', 1, A]],
  bank: [
    ['banque*', 1.2, A], ['bancaire*', 1.2, A], ['compte', 0.8, A], ['rib', 1.5, A], ['virement*', 1.5, A], ['mode paiement', 1.5, A],
    ['moyen paiement', 1.5, A], ['comment pay*', 2.5], ['comment paie*', 2.5], ['paie* comment', 2.5], ['pay* comment', 2.5], ['ou payer', 2.5], ['ou paie', 2.5], ['mobile money', 1.2, A], ['orange money', 1.2, A], ['wave', 1, A], ['momo', 1.2, A], ['mtn', 1, A], ['moov', 1, A],
    ['espece*', 1.2, A], ['cash', 1.2, A], ['liquide', 0.8], ['cheque*', 1.2, A], ['carte bancaire', 1.5, A], ['par carte', 1.2, A], ['visa', 1, A], ['mastercard', 1.2, A],
  ],
  location: [
    ['ou se trouve', 1.5], ['ou trouve', 1.2], ['ou situe*', 1.5], ['situe*', 1], ['localis*', 1.2], ['adresse*', 1, A], ['quartier*', 0.8],
    ['itineraire', 1.2], ['comment venir', 1.2], ['comment aller', 1], ['comment acceder', 1], ['sites', 0.8, A], ['ou etes', 1.2], ['ou est', 0.8],
    ['plan', 0.4], ['plan acces', 1.5, A], ['implant*', 1], ['combien site', 2], ['nombre site', 2],
    // The question word last, as it is often said: "l'école se trouve où ?", "vous êtes basés où ?".
    ['trouve ou', 1.5], ['situe* ou', 1.5], ['base* ou', 1.5], ['etes ou', 1.2],
    // "Je suis à Abobo, quel site est le plus proche ?": the sites, for the visitor to choose.
    ['plus proche', 1.5, A], ['proche de chez', 1.5, A], ['pres de chez', 1.5, A], ['site proche', 1.5, A],
  ],
  // The school's pages on social networks (the site settings' links).
  social: [
    ['facebook', 1.5, A], ['fb', 1.2, A], ['instagram', 1.5, A], ['insta', 1.2, A], ['linkedin', 1.5, A], ['twitter', 1.5, A], ['tiktok', 1.5, A],
    ['reseaux sociaux', 1.5, A], ['reseau social', 1.5, A], ['page facebook', 2, A],
  ],
  contact: [
    ['telephone', 1.5, A], ['appel*', 1], ['joindre', 1.2], ['email', 1.5, A], ['contact*', 1.2, A], ['whatsapp', 1.2, A], ['ecrire', 0.6],
    ['coordonnee*', 1.5, A], ['adresse*', 0.5, A],
    // How to reach someone ("comment contacter le directeur ?") is the contact, not who they are.
    ['comment contact*', 1.5], ['comment joindre', 1.5], ['rendez vous', 1.5, A],
    ['parler quelqu*', 1.5], ['parler personne', 1.5], ['parler conseiller*', 1.5, A], ['parler responsable*', 1.5], ['parler humain', 1.5],
    ['parle quelqu*', 1.5], ['parle conseiller*', 1.5, A], ['parle responsable*', 1.5],
    // "Je veux parler au directeur": how to reach him, not his message.
    ['parler directeur', 1.5], ['parler directrice', 1.5], ['parler fondateur', 1.5], ['rencontrer directeur', 1.5], ['voir directeur', 1.5],
    ['ecrire directeur', 1.5], ['ecrire directrice', 1.5], ['ecrire fondateur', 1.5], ['joindre directeur', 1.5], ['contacter directeur', 1.5],
    ['echanger conseiller*', 1.5, A], ['echanger quelqu*', 1.5], ['echanger responsable*', 1.5],
  ],
  hours: [
    ['horaire*', 1.5, A], ['ouvert*', 1], ['ouvre*', 1], ['ferme*', 1], ['fermeture', 1.2, A], ['heure ouverture', 1.5, A], ['heure*', 0.4],
    // "Et le samedi ?": a day alone asks the opening hours.
    ['samedi', 1], ['dimanche', 1], ['week end', 1], ['jours ouvr*', 1], ['a quelle heure', 0.8], ['accueil', 0.4], ['secretariat', 0.5, A],
    // "Je peux venir demain ?": whether someone is there then.
    ['demain', 1], ['aujourd hui', 0.6], ['apres midi', 1], ['ce matin', 1],
  ],
  enrol: [
    ['inscri*', 1.2, A], ['preinscription', 1.5, A], ['admission', 1.5, A], ['admis', 1, A], ['candidat*', 1, A], ['postul*', 1.2],
    ['condition acces', 1.2, A], ['condition admission', 1.5, A], ['condition* entrer', 1.5, A], ['condition* integrer', 1.5, A], ['integrer', 1], ['entretien', 1, A], ['concours', 1, A], ['selection', 0.6],
    ['rejoindre', 0.8], ['demarche*', 1, A],
    // How one gets in: "concours d'entrée", "il faut le bac ?", "quel niveau pour entrer en licence ?".
    ['concours entree', 1.5, A], ['test entree', 1.5, A], ['examen entree', 1.5, A], ['faut bac', 1.5], ['sans bac', 1.5], ['bac obligatoire', 1.5],
    ['pas le bac', 1.5], ['pas de bac', 1.5], ['bepc', 1.5, A], ['brevet', 1, A], ['pas eu le bac', 1.5], ['pas obtenu le bac', 1.5], ['echoue au bac', 1.5], ['rate le bac', 1.5], ['rate mon bac', 1.5],
    ['niveau entrer', 1.5], ['niveau requis', 1.5, A], ['niveau exige', 1.5, A], ['quel niveau pour faire', 1.5], ['quel niveau faut', 1.5],
    // "Il faut quel niveau ?", "il faut quels diplômes ?" (after a programme: its level's file).
    ['faut quel niveau', 1.5], ['faut quel* diplome*', 2], ['faut quoi comme diplome*', 2], ['faut quoi comme niveau', 2], ['quel* diplome* faut', 2], ['diplome* requis', 2, A], ['diplome* exige*', 2, A],
    // "Quel diplôme pour entrer en master ?", "quel niveau pour intégrer la licence ?".
    ['diplome* entrer', 2], ['diplome* integrer', 2], ['diplome* acceder', 2], ['niveau integrer', 1.5], ['niveau acceder', 1.5],
    // "Où déposer le dossier ?": how one applies.
    ['depos* dossier', 1.5, A], ['dossier depos*', 1.5, A], ['depot dossier', 1.5, A], ['depot candidature*', 1.5, A],
    // Coming from another school: the admission on file.
    ['chang* ecole', 1.5], ['transfer*', 1.2, A],
  ],
  // A discount asked is answered as one (replies/school.ts), above a price asked in the same words.
  scholarship: [
    ['bourse*', 2, A], ['aide financiere', 1.5, A], ['prise en charge', 1, A], ['gratuit*', 1], ['exoner*', 1.2, A],
    ['reduction*', 2, A], ['remise', 2, A], ['rabais', 2, A], ['ristourne*', 2, A], ['reduire', 2, A], ['diminuer', 1.5],
  ],
  internship: [
    ['stage*', 1.5, A], ['stagiaire*', 1.5, A], ['alternance', 1.2, A], ['emploi*', 1, A], ['entreprises partenaires', 1.5, A],
    ['partenaire*', 0.6, A], ['insertion', 1, A], ['trouv* travail', 1.5, A], ['trouv* emploi*', 1.5, A], ['trouv* job', 1.5, A], ['debouche*', 1.2, A], ['travail', 0.6], ['job', 1], ['embauche*', 1], ['placement', 1, A],
  ],
  programs: [
    ['filiere*', 1.5, A], ['formation*', 1.2, A], ['programme*', 1.2, A], ['specialite*', 1.2, A], ['cursus', 1, A], ['diplome*', 1, A],
    ['etudier', 0.6], ['propose*', 0.5], ['que propose*', 1.2], ['propose* quoi', 1.2], ['avez quoi', 1.2], ['offre* quoi', 1.2], ['quoi comme formation*', 1.5, A], ['apres bac', 1.5], ['apres baccalaureat', 1.5], ['domaine*', 0.6], ['offre*', 0.4], ['parcours', 0.8, A], ['option*', 0.6], ['niveau*', 0.5],
    // "Après mon BTS, je peux continuer ?": what follows a diploma (parse.ts reads which one).
    ['continuer', 0.4], ['poursui*', 0.4], ['poursuite etude*', 1.2, A],
  ],
  duration: [['duree', 1.5, A], ['dure', 1.5], ['combien temps', 1.5], ['combien annee', 1.5], ['combien an', 1.5], ['combien mois', 1.2], ['long', 0.4]],
  institutes: [['institut*', 1.5, A], ['ecoles groupe', 1.2]],
  news: [
    ['actualite*', 1.5, A], ['evenement*', 1, A], ['dernieres informations', 1], ['article*', 1, A], ['recent*', 0.5], ['portesouvertes', 1.5, A],
    ['rentree', 1.2, A], ['calendrier', 0.8, A], ['nouveaute*', 1],
  ],
  albums: [['album*', 1.5, A], ['galerie*', 1.5, A], ['photo*', 1, A], ['video*', 1, A], ['image*', 0.8], ['remisediplomes', 0.8, A]],
  about: [
    ['fonde*', 1.2], ['creee', 1], ['depuis quand', 1.2], ['histoire', 1, A], ['qui etes vous', 1.2], ['presentation', 0.8], ['mission', 1, A],
    ['valeur*', 1], ['grandes etapes', 1.2], ['historique', 1, A], ['canad*', 1.2, A], ['international*', 1, A], ['partenariat*', 0.6, A], ['propos', 0.8], ['ecole', 0.3, A], ['vision', 0.8, A],
    // "C'est quoi le nom de l'école ?", "comment s'appelle votre école ?": the answer begins with it.
    ['nom ecole', 1.5, A], ['nom etablissement', 1.5, A], ['appelle ecole', 1.5, A],
    // "Pourquoi choisir votre école ?": the school's own presentation.
    ['pourquoi choisir', 1.5], ['pourquoi vous choisir', 1.5], ['pourquoi vous', 1], ['atout*', 1], ['point* fort*', 1.2], ['vos avantage*', 1.2], ['distingu*', 1], ['differencie*', 1],
  ],
  // Whether a diploma is recognised: what the home page says of its diplomas, then the contact (strengths.ts).
  recognition: [['reconnu*', 1.5, A], ['homologu*', 1.5, A], ['agree*', 1.2], ['agrement', 1.5, A], ['accredit*', 1.5, A], ['equivalence*', 1.2, A]],
  // What the home page's highlights and why-choose-us block answer (strengths.ts): the teachers,
  // the tutors, courses online, exchanges abroad.
  strengths: [
    ['enseignant*', 1.5, A], ['professeur*', 1.5, A], ['prof', 1.5, A], ['formateur*', 1.5, A], ['formatrice*', 1.5, A], ['intervenant*', 1.5, A],
    ['encadreur*', 1.2, A], ['corps professoral', 2, A], ['tuteur*', 1.5, A], ['tutrice*', 1.5, A], ['tutorat', 1.5, A], ['suivi personnalise', 2, A],
    ['suivi individuel', 2, A], ['encadrement', 1.2, A], ['accompagnement personnalise', 2, A], ['double* diplome*', 2, A], ['echange', 1.2, A],
    ['etranger', 1.2, A], ['mobilite', 1.2, A], ['outre atlantique', 1.5, A], ['distanciel', 2, A], ['presentiel', 2, A], ['ressource* numerique*', 2, A],
    ['digitalise*', 2, A], ['outil* collaboratif*', 2, A],
    // "Le campus fait combien de m² ?", "quelle superficie ?" (the history's new campus).
    ['superficie', 1.5, A], ['metrescarres', 1.5, A],
  ],
  // A company, not a family: a partnership, interns, graduates to hire.
  partnership: [
    ['partenariat entreprise', 2, A], ['devenir partenaire', 2, A], ['entreprise partenaire devenir', 2, A], ['recruter vos', 2, A], ['recruter nos', 1.5, A],
    ['recruter diplome*', 2, A], ['recruter etudiant*', 2, A], ['suis une entreprise', 2, A], ['notre entreprise', 1, A], ['mon entreprise', 1, A],
    ['accueillir stagiaire*', 2, A], ['accueillir vos stagiaire*', 2, A], ['prendre stagiaire*', 1.5, A],
    // "Je suis une entreprise et je cherche des stagiaires": a company's request, not a student's internship.
    ['cherche* stagiaire*', 2, A], ['recherche* stagiaire*', 2, A], ['besoin stagiaire*', 2, A],
  ],
  founder: [['fondateur', 1.5, A], ['fondatrice', 1.5, A], ['directeur', 1.2, A], ['directrice', 1.2, A], ['president', 0.6], ['president ecole', 1.5], ['president groupe', 1.5], ['votre president', 1.2], ['dirige*', 1], ['patron', 1],
    // "Qui a fondé l'école ?" asks who, not when; "le mot du directeur" is the founder's message.
    ['qui a fonde l ecole', 2], ['qui a fonde votre ecole', 2], ['qui a fonde le groupe', 2], ['qui a cree l ecole', 2], ['mot du fondateur', 2, A], ['mot du directeur', 2, A], ['mot du president', 2, A], ['message du fondateur', 2, A]],
  projects: [['cabinet', 1.5, A], ['projet*', 0.8, A], ['consult*', 1.2, A], ['conseil', 0.8, A], ['audit*', 1.2, A], ['diagnostic*', 1, A], ['accompagnement entreprise*', 1.2, A],
    ['projet* venir', 1.2], ['projet* termin*', 1.2], ['projet* realis*', 1.2], ['projet* en cours', 1.5], ['vos projet*', 1.2]],
  campus: [
    ['campus', 1, A], ['locaux', 1, A], ['infrastructure*', 1.2, A], ['salle*', 0.8, A], ['bibliotheque', 1.2, A], ['labo*', 1, A],
    ['equipement*', 1, A], ['amphi*', 1.2, A], ['parking', 1.2, A], ['visite*', 1, A], ['visiter', 1, A], ['batiment*', 1, A],
    // What the /campus page lists (shared/campus.ts), answered item by item (parse.ts, replies/school.ts).
    ['cafet*', 1.2, A], ['cantine', 1.2, A], ['repas', 1, A], ['manger', 1, A], ['sport*', 1.2, A], ['terrainsport', 1.5, A], ['football', 1, A], ['foot', 1, A], ['basket*', 1, A],
    ['wifi', 1.5, A], ['wi fi', 1.5, A], ['internet', 1.2, A], ['infirm*', 1.2, A], ['soins', 0.8], ['securi*', 1.2, A],
    ['gardien*', 1, A], ['orientation', 1, A], ['bus', 1.2, A], ['transport*', 1.2, A], ['garer', 1.2], ['stationn*', 1.2], ['voiture', 1],
    ['ordinateur*', 1.2, A], ['coworking', 1.5, A],
  ],
};

/**
 * Everyday words of visitors' questions that change nothing about the subject: knowing
 * them keeps "pour mon petit frère" from counting as an unknown topic. Stems, written plain.
 */
const NEUTRAL = (
  'ecole etudiant etudiante eleve eleves bachelier bac baccalaureat cours classe classes annee annees an ans mois semaine jour jours ' +
  'aujourd hui demain maintenant prochain prochaine date dates niveau premiere deuxieme troisieme 1ere 2eme 3eme terminale ' +
  'enfant enfants fils fille frere soeur petit petite grand grande parent parents mere pere neveu niece cousin cousine famille ami amie ' +
  'information informations renseignement renseignements question questions aide aider besoin savoir connaitre demander demande expliquer ' +
  'voudrais souhaite souhaiterais aimerais cherche chercher trouver obtenir avoir venir aller partir commencer finir faire prendre suivre ' +
  'possible disponible exister existe y-a il-y-a chose choses rien tout merci bonjour lbs lagune business school groupe abidjan cote ivoire ' +
  'public prive oriente orientes orientee non etat bts licence master certificat universite etudes etude apprendre ' +
  'plus detail details liste exemple svp vraiment encore aussi deja seulement juste quelque quelques plusieurs chaque exactement precisement ' +
  'nouveau nouvelle nouveaux vos votre notre nos chez ville pays quartier ' +
  'faut falloir voir vois voit proposez proposer offrez avez ai as etes peut peuvent pouvez peux dois doit devez devoir fais faites font ' +
  'existe trouve cherche connais connaissez parle parler parlez explique expliquez montre montrez envoie envoyez donne donnez aide aidez ' +
  'prendre prends souhaite souhaitez aime aimerais interesse interessee interesser interessant veut voulez vouloir sait savez sais dit dites ' +
  'attendre attend attends passer passe venir viens vient entrer rentrer payer paye payez coute ca cela ceci ici la-bas mieux bon bonne meilleur ' +
  'personne personnes gens monde beaucoup peu combien temps fois premier dernier derniere dernieres derniers recent ' +
  'deux trois quatre cinq choisir choix ' +
  // "Une infirmerie si mon enfant est malade ?", "on mange où à midi ?": the campus page's item, said around.
  'malade malades midi soir matin facilement mange manger ' +
  // A parent's long message: "mon fils vient d'avoir son bac série G2", "elle aime l'informatique".
  'serie a1 a2 g1 g2 g3 eu obtenu reussi vient aime adore passionne conseillez conseiller recommandez recommander toujours salarie salariee ' +
  'accepte acceptez accepter acceptes fait ligne internet online garanti garantis garantie garanties assure assures obligatoire obligatoires inclus compris vrai jusqu jusque madame monsieur mademoiselle mme mr mlle delivre delivrez delivrer preparer prepare ' +
  // "Vous prenez encore des inscriptions ?", "c'est trop tard ?", "le prix comprend la tenue ?".
  'prenez prennent trop tard tot comprend comprennent inclut incluent payent paient payons ' +
  // "Comment venir à Marcory en taxi ?": the way there says nothing of the subject.
  'taxi taxis woro gbaka moto ' +
  // "Des formations courtes ?" (not "cours"): the institute whose description says so answers.
  'court courte courts courtes ' +
  // "Les profs sont qualifiés ?", "vos formateurs viennent d'où ?".
  'qualifie qualifies qualifiee qualifiees competent competente competents experimente experimentes serieux bon bons viennent'
).split(' ');

export const NEUTRAL_WORDS: string[] = NEUTRAL.map(stem);

/** Subjects families ask about that the site's data does not cover (declined, never read as a near cue word). */
export const OUT_OF_SCOPE_WORDS: string[] = ('internat internats hebergement heberger logement logements residence residences dortoir dortoirs chambre chambres navette navettes ' +
  // "Le taux de réussite au BTS ?": no figure in the data ("réussite" is not "réussi").
  'taux reussite ' +
  // "Vous vendez des ordinateurs ?": the school sells nothing ("vendez" is not "rendez").
  'vendre vendez vend vendent vendu ' +
  // Subjects the school does not teach, never repaired into a near word ("droit" is not "doit").
  'droit metiersante')
  .split(' ')
  .map(stem);

/** Kept whole by analyse(), so kept whole here. */
const isFunctionWord = (w: string) => STOPWORDS.has(w) || QUESTION_WORDS.has(w);
/** Words a phrase may be separated by ("frais de scolarité"); question words are not. */
const isSkippable = (w: string) => STOPWORDS.has(w) && !QUESTION_WORDS.has(w);

interface CompiledCue {
  skipsFunctionWords: boolean;
  intent: IntentId;
  words: Array<{ stem: string; prefix: boolean }>;
  weight: number;
  anchor: boolean;
}

const compiled: CompiledCue[] = Object.entries(CUES).flatMap(([intent, cues]) =>
  cues.map(([pattern, weight, anchor]) => ({
    intent: intent as IntentId,
    words: pattern.split(' ').map((w) =>
      w.endsWith('*') ? { stem: stem(w.slice(0, -1)), prefix: true } : { stem: isFunctionWord(w) ? w : stem(w), prefix: false },
    ),
    weight,
    anchor: anchor === A,
    // A phrase made only of meaningful words may have "de", "la"... between them.
    skipsFunctionWords: !pattern.split(' ').some(isSkippable),
  })),
);

/** Every whole cue word, for the vocabulary that repairs typos (prefixes are added whole). */
export function cuePrefixes(): string[] {
  return [...new Set(compiled.flatMap((c) => c.words.filter((w) => w.prefix && w.stem.length >= 4).map((w) => w.stem)))];
}

export function allCueWords(): string[] {
  const extra = ['inscription', 'inscrire', 'horaire', 'formation', 'filiere', 'document', 'fourniture', 'uniforme', 'actualite', 'bourse', 'stage',
    'tarif', 'scolarite', 'preinscription', 'telephone', 'contacter', 'bibliotheque', 'institut', 'programme', 'specialite', 'comptabilite',
    'informatique', 'tranche', 'tranche1', 'tranche2', 'tranche3', 'fraisinscription', 'fraisannexes', 'portesouvertes', 'remisediplomes',
    'candidature', 'admission', 'ouverture', 'fermeture', 'ouvert', 'ferme', 'paiement', 'payer', 'coute', 'couter', 'cout', 'galerie', 'album',
    'video', 'photo', 'evenement', 'fondateur', 'cabinet', 'projet', 'infrastructure', 'equipement', 'amphitheatre', 'laboratoire', 'visite',
    'alternance', 'emploi', 'debouche', 'partenaire', 'reduction', 'localisation', 'situe', 'adresse', 'coordonnee', 'legalise', 'attestation',
    'extrait', 'bulletin', 'virement', 'bancaire', 'banque', 'international', 'canada', 'reconnu', 'homologue', 'mission', 'histoire', 'fonde'].map(stem);
  return [...new Set([...compiled.flatMap((c) => c.words.filter((w) => !w.prefix).map((w) => w.stem)), ...extra])];
}

export interface IntentScores {
  scores: Map<IntentId, number>;
  /** Stems matched by an anchor cue. */
  anchors: Set<string>;
  /** Stems matched by any cue. */
  cued: Set<string>;
  /** The intents whose cues matched each stem ("étranger" asks abroad, not the internship). */
  cuedBy: Map<string, Set<IntentId>>;
  /** Stems matched by a greeting, thanks or goodbye: politeness around a question, not its subject. */
  politeness: Set<string>;
}

/** Greetings, thanks and goodbyes: politeness, never the subject of a question. */
export const SMALL_TALK: ReadonlySet<IntentId> = new Set<IntentId>(['greeting', 'thanks', 'goodbye']);

/** Scores every intent whose cues occur in the question; each cue counts once. */
export function scoreIntents(q: Analysed): IntentScores {
  const scores = new Map<IntentId, number>();
  const anchors = new Set<string>();
  const cued = new Set<string>();
  const cuedBy = new Map<string, Set<IntentId>>();
  const politeness = new Set<string>();
  const core = q.stems.filter((s) => !isSkippable(s));
  for (const cue of compiled) {
    const stems = cue.skipsFunctionWords ? core : q.stems;
    const n = cue.words.length;
    for (let i = 0; i + n <= stems.length; i++) {
      let ok = true;
      for (let k = 0; k < n && ok; k++) {
        const w = cue.words[k];
        ok = w.prefix ? stems[i + k].startsWith(w.stem) : stems[i + k] === w.stem;
      }
      if (!ok) continue;
      scores.set(cue.intent, (scores.get(cue.intent) ?? 0) + cue.weight);
      for (let k = 0; k < n; k++) {
        cued.add(stems[i + k]);
        cuedBy.set(stems[i + k], (cuedBy.get(stems[i + k]) ?? new Set<IntentId>()).add(cue.intent));
        if (cue.anchor) anchors.add(stems[i + k]);
        if (SMALL_TALK.has(cue.intent)) politeness.add(stems[i + k]);
      }
      break;
    }
  }
  return { scores, anchors, cued, cuedBy, politeness };
}
