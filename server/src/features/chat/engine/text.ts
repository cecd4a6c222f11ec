// French as visitors type it: with or without accents and capitals, in SMS shorthand,
// with typos and plurals. Everything the engine compares goes through `analyse`, so the
// question and the knowledge meet in one form.

/** Lowercase, accents and ligatures removed, typographic apostrophes made plain. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘`´]/g, "'");
}

/**
 * Shorthand and informal phrasing rewritten to the words the intents know. Applied to
 * folded text, whole words only, in order (a later rule may rely on an earlier one).
 */
const REWRITES: Array<[RegExp, string]> = [
  [/\bs'il (te|vous) plait\b|\bstp\b|\bsvp\b|\bsvpl?\b/g, ' '],
  [/\bc'?\s?est combien\b|\bc combien\b|\bcb\b|\bcmb\b|\bcbien\b|\bcombien ca fait\b/g, ' combien '],
  [/\bca coute\b/g, ' coute '],
  [/\bcest\b/g, " c'est "],
  [/\bfotos?\b|\bphotots?\b/g, ' photos '],
  [/\bvid[ie]os?\b/g, ' videos '],
  [/\bbjr\b|\bbonjours\b|\bbnjr\b/g, ' bonjour '],
  [/\bcc\b|\bcoucou+\b/g, ' coucou '],
  // "Tu es un robot ?", "quel est ton nom ?": who answers, as to a greeting.
  [/\b(?:tu es|t es|t'es|es tu|vous etes|etes vous) (?:un |une )?(?:robot|bot|ia|humain|humaine|une vraie personne|une personne)\b|\b(?:quel est |c'?\s?est quoi )?ton nom\b|\bcomment tu t'?\s?appelles?\b|\btu t'?\s?appelles? comment\b|\bqui es tu\b/g, ' coucou '],
  [/\bbsr\b/g, ' bonsoir '],
  [/\bslt\b|\bsalu\b|\bon dit quoi\b/g, ' salut '],
  [/\bmrc\b|\bmci\b|\bmerci beaucoup\b|\bmerci bcp\b|\bthanks?\b|\bthx\b/g, ' merci '],
  [/\bcv\b|\bca va\b|\bcomment allez vous\b|\bcomment vas tu\b/g, ' '],
  // "Le paiement se fait comment ?": the verb says nothing of the subject.
  [/\bse (?:fait|font|passe|passent|deroule|deroulent)\b/g, ' '],
  // "Je suis nn orienté": not oriented (the tariff sheets tell the two apart).
  [/\bnn\b/g, ' non '],
  [/\bvs\b|\bvou\b/g, ' vous '],
  [/\bvo\b/g, ' vos '],
  [/\bpr\b/g, ' pour '],
  [/\bcmt\b|\bcmnt\b|\bcment\b|\bkoman\b|\bkomen\b/g, ' comment '],
  [/\bfer\b/g, ' faire '],
  [/\bns\b/g, ' nous '],
  [/\bkel+e?s?\b/g, ' quel '],
  [/\bkoi\b|\bkwa\b/g, ' quoi '],
  [/\bqd\b|\bkan\b|\bkand\b/g, ' quand '],
  [/\bki\b/g, ' qui '],
  [/\bpk\b|\bpq\b|\bpourkoi\b/g, ' pourquoi '],
  [/\bya\b|\by'a\b|\by a t il\b/g, ' il y a '],
  [/\bdispo\b/g, ' disponible '],
  // "Vs fete ki formation ?", "le bts dur cmb de tan ?", "je ve parle a kelkun".
  [/\bvous fetes?\b/g, ' vous faites '],
  [/\bqui (formations?|filieres?|specialites?|diplomes?)\b/g, ' quelle $1 '],
  [/\btan\b|\btemp\b/g, ' temps '],
  [/\bdur\b/g, ' dure '],
  [/\bkelk?(?:un|1)\b|\bqlq ?(?:un|1)\b|\bquelqu 1\b/g, " quelqu'un "],
  [/\bve\b/g, ' veux '],
  [/\bo\b/g, ' au '],
  [/\brdv\b/g, ' rendez vous '],
  [/\bjveu[xt]?\b/g, ' je veux '],
  [/\bveu\b/g, ' veux '],
  [/\bg\b/g, " j'ai "],
  // "C combien chez vous là-bas ?": the site said before (a per-site answer takes the site last named).
  [/\bla ?bas\b/g, ' '],
  // "Jai un BTS", "jai eu le bac": the apostrophe left out.
  [/\bjai\b/g, " j'ai "],
  [/\bt ou\b|\best ou\b|\bvous etes? ou\b|\bvous etes? situes? ou\b|\bvous vous trouvez ou\b|\bc'?\s?est ou\b/g, ' ou se trouve '],
  [/\bscol\b|\bscola\b|\becolage\b/g, ' scolarite '],
  [/\binsc\b|\binscr\b|\binscri\b/g, ' inscription '],
  [/\bpre[- ]inscription\b/g, ' preinscription '],
  // How the fees are paid: the payments.
  // "C'est payable en plusieurs fois ?": paying.
  [/\bpayables?\b|\breglables?\b/g, ' payer '],
  [/\bmodalites? de (?:paiement|reglement)\b|\breste(?:r|nt)?(?: combien)?(?: a)? payer\b/g, ' tranches '],
  // "Il faut combien de photos ?": the identity photos of the file, not the albums.
  [/\b(?:il faut|faut il|faut) (?:combien de )?photos?\b/g, ' photo identite '],
  [/\bune avance\b|\bun acompte\b|\bacompte\b/g, ' tranche1 '],
  [/\ben combien de (?:fois|tranches|versements)\b|\bpar mois\b|\bmensuellement\b|\bmensualites?\b|\bversements?\b|\becheances?\b|\becheancier\b/g, ' tranches '],
  // Asking whether the fees may be spread: "payer en plusieurs fois", "paiement échelonné".
  [/\b(?:en|par) (?:plusieurs|deux|trois|quatre|cinq|six|huit|dix|douze|\d+) (?:fois|tranches)\b|\bechelonn\w*|\bfacilites? de paiements?\b/g, ' tranches '],
  // Paying everything at once is asking the total.
  // ("le montant d'une tranche" is a tranche: only "en une fois", "d'un coup").
  [/\ben une? (?:seule? )?(?:fois|tranche|versement)\b|\ben un (?:seul )?coup\b|\bd'?\s?un (?:seul )?coup\b|\bau comptant\b|\bcomptant\b|\ben totalite\b/g, ' total '],
  [/\b([123])(?:er|ere|re|e|eme|ieme)? (?:tranche|paiement)s?\b/g, ' tranche$1 '],
  [/\bpremiere? (?:tranche|paiement)s?\b/g, ' tranche1 '],
  [/\b(?:deuxieme|seconde?) (?:tranche|paiement)s?\b/g, ' tranche2 '],
  [/\btroisieme (?:tranche|paiement)s?\b|\bderniere? (?:tranche|paiement)s?\b/g, ' tranche3 '],
  // "C gratuit l'inscription ?": what enrolling costs.
  [/\bgratuite?s? (?:l'?\s?|la )?inscriptions?\b|\binscriptions? (?:est |c'?\s?est |c )?gratuite?s?\b/g, ' fraisinscription '],
  [/\bfrais (?:de |d'|d )?inscriptions?\b|\bdroits? d['\s]inscription\b/g, ' fraisinscription '],
  [/\bfrais annexes?\b/g, ' fraisannexes '],
  // An amount as visitors write it: "200 mille", "150k", "150 000 f", "85000 fcfa" (the number alone).
  [/\b(\d{1,3}) ?(?:mille|mil|k)\b/g, ' $1000 '],
  [/\b(\d+) ?(?:f cfa|fcfa|cfa|francs?(?: cfa)?|f)\b/g, ' $1 '],
  [/\bbts ?info\b/g, ' bts informatique '],
  // The BTS specialities as Ivorian students abbreviate them.
  [/\bfcge\b/g, ' finance comptabilite gestion entreprises '],
  [/\bgec\b/g, ' gestion commerciale '],
  [/\brh ?com\b/g, ' ressources humaines communication '],
  [/\bida\b/g, ' informatique developpeur application '],
  [/\brit\b/g, ' reseaux informatiques telecommunications '],
  [/\bbts ad\b/g, ' bts assistanat direction '],
  [/\belectrotech\b|\belt\b/g, ' electrotechnique '],
  // "Devenir comptable": the subject the programme's name holds.
  [/\bcompta\b|\bcomptables?\b/g, ' comptabilite '],
  [/\blivres?\b|\bbouquins?\b/g, ' ouvrages '],
  [/\bordis?\b|\bpcs?\b/g, ' ordinateurs '],
  [/\bboulots?\b|\btaf\b|\bjobs?\b/g, ' emploi '],
  // "Vos diplômes, c'est pas du faux ?": whether they are recognised.
  [/\b(?:du |des? |un )?faux\b(?=.*\bdiplomes?\b)|(?<=\bdiplomes?\b.*)\b(?:du |des? |un )?faux\b/g, ' reconnu '],
  [/\brh\b|\bgrh\b/g, ' ressources humaines '],
  // A later year of a programme ("la 2e année", "L2", "licence 3"): the sheets publish a first year only.
  [/\b(?:deuxieme|2e|2eme|2ieme|2nde|seconde|troisieme|3e|3eme|3ieme) annees?\b|\bannees? suivantes?\b/g, ' anneesuivante '],
  [/\bl[23]\b/g, ' licence anneesuivante '],
  [/\b(licence|bts) (?:[23]|deuxieme|troisieme)(?:e|eme|ieme)?\b(?! ans?\b| mois\b)/g, ' $1 anneesuivante '],
  [/\bl[123]\b/g, ' licence '],
  [/\b(\d+|combien de|de) m2\b|\bmetres? carres?\b/g, ' $1 metrescarres '],
  [/\bm[12]\b|\bmasters?\b|\bmasteur\b|\bmastere\b/g, ' master '],
  [/\blicences?\b|\blisences?\b|\blicense\b/g, ' licence '],
  [/\byop\b|\byopo\b|\byopou\b/g, ' yopougon '],
  [/\bplato\b/g, ' plateau '],
  // "Le numéro de compte" is the bank account, not a phone number.
  [/\b(?:num|numeros?|no|n) (?:de |du )?compte\b/g, ' compte bancaire '],
  [/\btel\b|\btelephones?\b|\bphone\b|\bnum\b|\bnumeros?\b|\bcontact telephonique\b/g, ' telephone '],
  [/\be-?mails?\b|\bmails?\b|\bcourriels?\b|\bmel\b/g, ' email '],
  // "Les dernières nouvelles" are the news, not the Institut des Nouvelles Technologies.
  [/\bactus?\b|\bnews\b|\bquoi de neuf\b|\b(?:dernieres?|les|des|vos|quelles) nouvelles\b(?! technologies)/g, ' actualites '],
  [/\bportes? ouvertes?\b|\bjpo\b/g, ' portesouvertes '],
  // When classes start is the rentrée, whatever the verb.
  [/\b(?:debut|commencement|reprise) des cours?\b|\bcours? (?:commencen?t?|reprennent|reprend|debuten?t?)\b|\b(?:commencen?t?|reprennent|reprend|debuten?t?) (?:les )?cours?\b/g, ' rentree '],
  [/\bremises? (?:des|de|du) diplomes?\b/g, ' remisediplomes '],
  // The school's incubation centre, however it is called.
  [/\bincubateurs?\b|\bcentre d'?\s?incubation\b|\bincuber\b|\bincube\b/g, ' incubation '],
  // The weather, not a time of day ("quel temps fait-il demain" read as the opening hours).
  [/\bquel temps (?:fait|fera|va faire)\b|\bla meteo\b|\bmeteo\b/g, ' meteo '],
  // The national bac's date is the State's, not the school's rentrée (it quoted the BAC certificate asked).
  [/\b(?:examens? du |le )?bac (?:20\d\d |de cette annee )?(?:c'?\s?(?:est )?|commence |aura lieu |a lieu )?quand\b/g, ' examenbac quand '],
  // The national BTS exam is not a programme of the school: a subject of its own, which the data does not answer.
  [/\bbts d'?\s?etat\b|\bexamens? (?:du |de |d'?\s?)?bts\b/g, ' examenbts '],
  // "Mon prof m'a conseillé le BTS logistique": the visitor's own teacher, not the school's.
  [/\b(?:mon|ma|son|sa|ton|ta|leur|mes|ses) (?:profs?|professeure?s?|enseignante?s?|formateurs?|formatrices?)\b/g, ' '],
  // "Il aime beaucoup les ordinateurs": a taste for a subject of study, not the computer rooms.
  [/\b(aime|adore|passionnee? (?:par|de)|interessee? par)(?: beaucoup| bien| trop| vraiment)? (?:les |l |la |le )?ordinateurs?\b/g, ' $1 informatique '],
  // A trade the programmes lead to: "devenir secrétaire" is the BTS Assistanat de Direction;
  // nursing ("être infirmière") is no programme of the school, and not the campus's nurse.
  [/\b(?:devenir|etre|metier de|formation de|formation en|faire) (?:un |une )?secretaires?(?: de direction)?\b|\bsecretariat de direction\b/g, ' assistanat direction '],
  [/\b(?:devenir|etre|metier d|metier de|formation d|formation de|ecole d|ecole de|faire) (?:un |une )?(?:infirmi\w*|sage femme|aide soignante?)\b/g, ' metiersante '],
  // "Le taux d'insertion" is the figure the school publishes (the pass rate is not: "taux" alone stays unknown).
  [/\btaux d'?\s?insertion\b/g, ' insertion '],
  // "Le commerce international" is a subject of study, not the partnership abroad.
  [/\bcommerce international\b/g, ' commerce '],
  // "Une formation le soir" is the evening courses, as the article names them.
  [/\b(?:formations?|etudier|etudes?|classes?|cours) (?:le|du|en|les) soirs?\b/g, ' cours du soir '],
  // Courses online or at a distance: not an evening course that mentions "en ligne" (strengths.ts answers them).
  [/\b(?:cours|formations?|etudes?|etudier|apprendre|classes?) (?:en ligne|a distance|online)\b|\be-?learning\b/g, ' distanciel '],
  // "Je ne suis pas orienté", "il n'a pas été orienté": not oriented, as the tariff sheets say it.
  [/\b(?:pas|jamais) (?:ete )?(orient(?:e|es|ee|ees))\b/g, ' non $1 '],
  // A sports ground is the campus's; a plot of land ("un terrain à Cocody") is not.
  [/\bterrains? (?:de |d |pour (?:le |faire du )?)?(?:sports?|foot|football|basket|jeux?)\b/g, ' terrainsport '],
  // Social security is not the campus's.
  [/\bsecurite sociale\b/g, ' protectionsociale '],
  // The timetable is not a job ("emploi"): a word of its own, which the data does not answer.
  [/\bemplois? du temps\b/g, ' timetable '],
  // "Quand a eu lieu …": the verb says nothing of the subject.
  [/\b(?:a eu|a|aura|ont eu|avoir) lieu\b|\bse tient\b|\bse tiendra\b/g, ' '],
  // Starting a business is what the entrepreneurship programmes are named for.
  [/\b(?:creer|monter|lancer|ouvrir) (?:(?:mon|ma|une|un|son|sa|leur|votre|notre|sa propre|ma propre|mon propre) )?(?:entreprise|business|startup|start up|societe)\b|\bcreation d'?\s?(?:entreprise|startup|societe)s?\b/g, ' creation entreprise '],
  [/\bdevenir (?:un |une )?entrepreneure?s?\b|\bentreprendre\b/g, ' entrepreneuriat '],
];

/** Folded text with shorthand rewritten and punctuation turned into spaces. */
export function normalize(text: string): string {
  // "5000 m²": square metres, not a word break (nor, written "m2", a Master 2: see REWRITES).
  let s = ` ${fold(text).replace(/m²/g, ' metrescarres ').replace(/[^a-z0-9']+/g, ' ')} `;
  // Spaces collapsed after each rule, so the next one sees "vous etes ou", not "vous  etes ou".
  for (const [re, by] of REWRITES) s = s.replace(re, by).replace(/\s+/g, ' ');
  // "l'inscription" -> "l inscription": elided articles are their own words.
  return s.replace(/'/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Plural and feminine endings dropped so "frais/tarifs/orientées" meet "frais/tarif/oriente". */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('aux')) w = `${w.slice(0, -3)}al`;
  if (w.length > 3 && (w.endsWith('s') || w.endsWith('x'))) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('ee')) w = w.slice(0, -1);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Words that carry no meaning of their own in a question. */
export const STOPWORDS = new Set(
  (
    'a au aux avec c ce ces cet cette ca d dans de des du elle en est et etre eux il ils j je l la le les leur lui m ma mais me mes moi mon n ne nos notre nous on ou par pas pour qu que qui s sa se ses si son sur t ta te tes toi ton tu un une vos votre vous y ' +
    'suis es sommes etes sont ai as avons avez ont fait faire peut peux puis pouvez pourrais pourriez voudrais voudrait veux veut vouloir aimerais sais savez savoir connaitre ' +
    'bien tres plus moins aussi alors donc car comme tout tous toute toutes autre autres meme quel quelle quels quelles quoi comment combien quand pourquoi ' +
    'dire dis dites donner donnez donne svp merci oui ok okay hein bon ben euh voila ici la-bas chez cela ceci celui celle ' +
    'est-ce estce y-a-t-il il-y-a avoir vais va allez aller mon ma mes leurs ceux sil'
  ).split(' '),
);

/** Question words, kept apart: they shape the intent without naming a subject. */
export const QUESTION_WORDS = new Set(['quel', 'quelle', 'quels', 'quelles', 'quoi', 'comment', 'combien', 'quand', 'pourquoi', 'ou', 'qui']);

/** Restricted Damerau-Levenshtein distance, stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2: number[] = new Array(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    for (let j = 0; j <= b.length; j++) prev2[j] = prev[j];
    prev = cur;
  }
  return prev[b.length];
}

/** Typos allowed for a word of this length: none under 5 letters, one up to 7, then two. */
export const allowedTypos = (length: number) => (length < 5 ? 0 : length < 8 ? 1 : 2);

/**
 * A vocabulary of known stems that repairs misspelt words: an unknown stem is replaced by
 * the closest known one within the allowed typos (ties: the first seen, which is why the
 * engine's own words are added before the database's).
 */
export class Vocabulary {
  private words = new Set<string>();
  private byLength = new Map<number, string[]>();
  private repairs = new Map<string, string | null>();
  private prefixes: string[] = [];
  private outOfScope = new Set<string>();

  /**
   * A word recognised as a subject the school's data does not cover ("internat"): never
   * "repaired" into a word it does cover ("internet"), so the question stays declined.
   */
  addOutOfScope(stemmed: string) {
    this.outOfScope.add(stemmed);
  }

  /** Any word starting with `prefix` is known ("inscri": inscrire, inscription...). */
  addPrefix(prefix: string) {
    this.prefixes.push(prefix);
  }

  add(stemmed: string) {
    if (!stemmed || this.words.has(stemmed) || /^\d+$/.test(stemmed)) return;
    this.words.add(stemmed);
    const list = this.byLength.get(stemmed.length) ?? [];
    list.push(stemmed);
    this.byLength.set(stemmed.length, list);
  }
  has(stemmed: string) {
    return this.words.has(stemmed) || this.prefixes.some((p) => stemmed.startsWith(p));
  }
  /** The known stem for `stemmed`, or null when nothing is close enough. */
  repair(stemmed: string): string | null {
    if (this.outOfScope.has(stemmed)) return null;
    if (this.has(stemmed)) return stemmed;
    const cached = this.repairs.get(stemmed);
    if (cached !== undefined) return cached;
    const max = allowedTypos(stemmed.length);
    let best: string | null = null;
    let bestDistance = max + 1;
    for (let len = stemmed.length - max; len <= stemmed.length + max && max > 0; len++) {
      for (const w of this.byLength.get(len) ?? []) {
        if (w.length < 4) continue;
        const d = editDistance(stemmed, w, Math.min(max, bestDistance - 1));
        if (d < bestDistance) {
          bestDistance = d;
          best = w;
        }
      }
    }
    if (this.repairs.size > 5000) this.repairs.clear();
    this.repairs.set(stemmed, best);
    return best;
  }
}

export interface Analysed {
  /** Normalised text, for phrase tests. */
  text: string;
  /** Stems of every word, repaired when misspelt, stopwords included, in order. */
  stems: string[];
  /** Stems that carry meaning (no stopwords, no question words). */
  content: string[];
  /** Content stems the vocabulary does not know, even after repair. */
  unknown: string[];
}

/** Tokens of a text as stems; with a vocabulary, misspelt words are repaired. */
export function analyse(text: string, vocabulary?: Vocabulary): Analysed {
  const normal = normalize(text);
  const stems: string[] = [];
  const content: string[] = [];
  const unknown: string[] = [];
  for (const word of normal.split(' ')) {
    if (!word) continue;
    if (STOPWORDS.has(word) || QUESTION_WORDS.has(word)) {
      stems.push(word);
      continue;
    }
    let s = stem(word);
    if (vocabulary) {
      const repaired = vocabulary.repair(s);
      if (repaired) s = repaired;
      else if (!/^\d+$/.test(s) && s.length > 1) unknown.push(s);
    }
    stems.push(s);
    content.push(s);
  }
  return { text: normal, stems, content, unknown };
}

/** Stems of a text from the database (names, titles), without repair. */
export function stemsOf(text: string): string[] {
  return normalize(text)
    .split(' ')
    .filter((w) => w && !STOPWORDS.has(w) && !QUESTION_WORDS.has(w))
    .map(stem);
}
