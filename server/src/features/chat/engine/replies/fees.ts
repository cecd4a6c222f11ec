// Replies from the tariff sheets: amounts, payments, uniform, supplies, documents, bank
// accounts and what the sheets' descriptions say.
import { chatLink } from '@ecole/shared/chat-markup';
import { formatAmount } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import type { Tariff } from '@ecole/shared/schemas/tariffs';
import { tariffSheetKeys } from '@ecole/shared/tariff-sites';
import { matchNamed, type Knowledge } from '../knowledge';
import { fold, stem } from '../text';
import { LEVELS, type Parsed, ORIENTED, levelOf } from '../parse';
import { contactPointer } from './contact';

// ---------------------------------------------------------------- tariffs

type FeeField = 'inscriptionFee' | 'fraisAnnexes' | 'totalFee' | 'firstPayment' | 'secondPayment' | 'thirdPayment';

const FEE_LABELS: Record<FeeField, string> = {
  inscriptionFee: "Frais d'inscription",
  fraisAnnexes: 'Frais annexes',
  totalFee: 'Total',
  firstPayment: '1er versement',
  secondPayment: '2e versement',
  thirdPayment: '3e versement',
};

/** When a payment falls, as the tariffs page says (the third's date is not given). */
const FEE_WHEN: Partial<Record<FeeField, string>> = { firstPayment: "à l'inscription", secondPayment: 'un mois après le premier' };

const when = (field: FeeField) => (FEE_WHEN[field] ? ` (${FEE_WHEN[field]})` : '');

/** Which amount the visitor asks for, if one; "tranches" means the whole schedule. */
function feeFocus(p: Parsed): FeeField | 'schedule' | null {
  const has = (w: string) => p.stems.has(stem(w));
  if (has('tranche1')) return 'firstPayment';
  if (has('tranche2')) return 'secondPayment';
  if (has('tranche3')) return 'thirdPayment';
  if (has('tranche') || has('tranches') || p.text.includes('plusieurs fois')) return 'schedule';
  if (has('fraisinscription') || (has('inscription') && !has('scolarite'))) return 'inscriptionFee';
  if (has('fraisannexes') || has('annexe')) return 'fraisAnnexes';
  if (has('total') || has('scolarite') || has('annuel')) return 'totalFee';
  return null;
}

const sheetTitle = (t: Tariff) => `${t.site} — ${t.programName} (${t.programDuration})`;

/** The tariff sheets a question is about; `missingLevel` when it names a level no sheet has. */
export function sheetsFor(k: Knowledge, p: Parsed): { sheets: Tariff[]; missingLevel?: string } {
  let sheets = p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs;
  // "le prix de la Logistique": the level of the programmes named stands for the level.
  const level = p.level ?? levelOf(p.programs);
  if (level) {
    const byLevel = sheets.filter((t) => level.test({ level: '', name: t.programName }));
    if (!byLevel.length) return { sheets, missingLevel: level.label };
    sheets = byLevel;
  }
  // "BTS non orientés": within the level, the sheets whose programme the question names.
  const named = matchNamed(
    k.sheets.filter((n) => sheets.includes(n.item)),
    p.stems,
    0.3,
  ).map((m) => m.item);
  return { sheets: named.length ? named : sheets };
}

function schedule(t: Tariff): string {
  return `${FEE_LABELS.firstPayment} (${FEE_WHEN.firstPayment}) : ${formatAmount(t.firstPayment)}, ${FEE_LABELS.secondPayment} (${FEE_WHEN.secondPayment}) : ${formatAmount(t.secondPayment)}, ${FEE_LABELS.thirdPayment} : ${formatAmount(t.thirdPayment)}`;
}

function fullSheet(t: Tariff): string {
  if (t.totalFee <= 0) return `${sheetTitle(t)} : les montants ne sont pas encore publiés.`;
  return [
    `${sheetTitle(t)} :`,
    `• ${FEE_LABELS.inscriptionFee} : ${formatAmount(t.inscriptionFee)}`,
    `• ${FEE_LABELS.fraisAnnexes} : ${formatAmount(t.fraisAnnexes)}`,
    `• ${FEE_LABELS.totalFee} : ${formatAmount(t.totalFee)}`,
    `• Paiement en trois fois : ${schedule(t)}.`,
  ].join('\n');
}

/**
 * The link to /tarifs. A reply about one site's sheets opens that site's tab (decision 045): a
 * family asking about Yopougon lands on Yopougon's fees and bank account, not on the first tab.
 */
function tarifsLink(k: Knowledge, about: readonly Tariff[]): string {
  const at = new Set(about.map((t) => t.site)).size === 1 ? k.snapshot.tariffs.indexOf(about[0]) : -1;
  const href = paths.tarifs.href(at === -1 ? undefined : tariffSheetKeys(k.snapshot.tariffs)[at]);
  return `Détails sur la page ${chatLink('Nos Tarifs', href)}.`;
}

function askSite(k: Knowledge, sheets: Tariff[]): string {
  const names = k.sites.filter((s) => s.sheets.some((t) => sheets.includes(t))).map((s) => s.short);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} ou ${names[names.length - 1]}` : names.join('');
  return `Sur quel site souhaitez-vous étudier : ${list} ?`;
}

export function feesReply(k: Knowledge, p: Parsed): string {
  const found = sheetsFor(k, p);
  const sheets = found.sheets.filter((t) => t.totalFee > 0);
  if (!sheets.length) return `Les tarifs ne sont pas encore disponibles. Contactez-nous pour plus d'informations : ${contactPointer(k)}.`;
  // "Et pour la licence ?" after Cocody's fees: the level's sheets elsewhere, rather than "none published".
  const level = LEVELS.find((l) => l.label === found.missingLevel);
  const elsewhere = level && p.sites.length ? k.snapshot.tariffs.filter((t) => t.totalFee > 0 && level.test({ level: '', name: t.programName })) : [];
  if (elsewhere.length)
    return `${forSites(p)}, aucun tarif de niveau ${found.missingLevel} n'est publié. Ailleurs :\n${elsewhere.map(sheetLine).join('\n')}\n${tarifsLink(k, elsewhere)}`;
  const focus = feeFocus(p);
  if (found.missingLevel) {
    const none = `Je n'ai pas de tarif publié pour le niveau ${found.missingLevel}.`;
    const ask = `Pour le niveau ${found.missingLevel}, contactez-nous : ${contactPointer(k)}.`;
    // "Le 2e versement c'est quand ?" after the Master's price: what was asked, of the published sheets.
    if (focus) return `${none} Pour les formations publiées :\n${feesReply(k, { ...p, level: null, levels: [], programs: [] })}\n${ask}`;
    return `${none} Les tarifs publiés sont :\n${sheets.map(totalLine).join('\n')}\n${ask}`;
  }
  // "C'est par an ou pour les 2 ans ?": each sheet says what it covers ("1ère Année"); no more is claimed.
  const covers = PER_YEAR.test(p.text) ? `Chaque tarif publié porte sur la formation indiquée ; pour les années suivantes, contactez-nous : ${contactPointer(k)}.\n` : '';
  if (covers) return `${covers}${sheets.map(sheetLine).join('\n')}\n${tarifsLink(k, sheets)}`;
  // "Les non orientés, c'est combien à Cocody ?": the sheets the words point to, and where they are when not at the site asked.
  if (ORIENTED.test(p.text)) {
    // "Orienté et non orienté ?": both kinds, every sheet that names either.
    const both = /\borient\w* (?:et|ou) non orient|\bnon orient\w* (?:et|ou) orient/.test(p.text);
    const pointed = both ? k.sheets.filter((n) => [...n.stems.keys()].some((x) => x.startsWith('orient'))).map((n) => n.item) : matchNamed(k.sheets, p.stems, 0.3).map((m) => m.item);
    const atSites = p.sites.length ? p.sites.flatMap((x) => x.sheets) : k.snapshot.tariffs;
    const here = pointed.filter((t) => atSites.includes(t) && t.totalFee > 0);
    if (pointed.length && !here.length)
      return `${forSites(p)}, le tarif publié est :\n${sheets.map(sheetLine).join('\n')}\nAilleurs :\n${pointed.map(sheetLine).join('\n')}\n${tarifsLink(k, [...sheets, ...pointed])}`;
    // One sheet: its full detail below; several: each with what its description says.
    if (here.length > 1) return `${here.map(sheetLine).join('\n')}\n${tarifsLink(k, here)}`;
  }
  if (sheets.length === 1) {
    const t = sheets[0];
    if (!focus) return `${fullSheet(t)}\n${tarifsLink(k, [t])}`;
    if (focus === 'schedule')
      return `${sheetTitle(t)} : la scolarité de ${formatAmount(t.totalFee)} se règle en trois versements. ${schedule(t)}.\n${tarifsLink(k, [t])}`;
    return `${sheetTitle(t)} — ${FEE_LABELS[focus]}${when(focus)} : ${formatAmount(t[focus])}.\n${tarifsLink(k, [t])}`;
  }
  const field: FeeField = focus && focus !== 'schedule' ? focus : 'totalFee';
  const values = new Set(sheets.map((t) => t[field]));
  if (focus && focus !== 'schedule' && values.size === 1 && !p.sites.length && sheets.length === k.snapshot.tariffs.length)
    return `${FEE_LABELS[field]} : ${formatAmount(sheets[0][field])} sur tous nos sites.\n${tarifsLink(k, sheets)}`;
  // "Le site le moins cher ?", "Yopougon ou Cocody, lequel est moins cher ?": said, then the totals in order.
  const compared = field === 'totalFee' && focus !== 'schedule' ? /\b(moins|plus) cher\b/.exec(p.text)?.[1] : undefined;
  if (compared) {
    const sorted = [...sheets].sort((a, b) => a.totalFee - b.totalFee);
    const target = compared === 'moins' ? sorted[0].totalFee : sorted[sorted.length - 1].totalFee;
    const picks = sorted.filter((t) => t.totalFee === target).map(sheetTitle).join(' et ');
    return `Le tarif publié le ${compared === 'moins' ? 'moins' : 'plus'} élevé : ${picks}, ${formatAmount(target)} au total.\nScolarité totale selon le site et la formation :\n${sorted.map(totalLine).join('\n')}\n${tarifsLink(k, sorted)}`;
  }
  const lines =
    focus === 'schedule'
      ? sheets.map((t) => `• ${sheetTitle(t)} : ${formatAmount(t.firstPayment)}, ${formatAmount(t.secondPayment)} puis ${formatAmount(t.thirdPayment)}`)
      : sheets.map((t) => `• ${sheetTitle(t)} : ${formatAmount(t[field])}`);
  const heading =
    focus === 'schedule'
      ? "Versements (1er à l'inscription, 2e un mois après, puis 3e) par site :"
      : `${FEE_LABELS[field] === 'Total' ? 'Scolarité totale' : FEE_LABELS[field]}${when(field)} selon le site et la formation :`;
  const ask = p.sites.length ? '' : `\n${askSite(k, sheets)}`;
  return `${heading}\n${lines.join('\n')}${ask}\n${tarifsLink(k, sheets)}`;
}

export function uniformLines(t: Tariff): string[] {
  const u = t.uniformCosts;
  const show = (v: string) => (/^\d+$/.test(v.trim()) ? formatAmount(Number(v)) : v);
  return [u.tissu && `Tissu : ${show(u.tissu)}`, u.cravate && `Cravate : ${show(u.cravate)}`, u.blouse && `Blouse : ${show(u.blouse)}`].filter(
    (x): x is string => !!x,
  );
}

/**
 * A list kept per tariff sheet (documents, uniform, supplies, bank): sites with the same
 * list are grouped, so a list common to every site is said once.
 */
export function perSiteList(k: Knowledge, p: Parsed, lines: (t: Tariff) => string[], title: string, what: string): string {
  // "Les documents pour la licence": the sheets of that level (or programme), each said with its programme.
  const named = p.level !== null || p.programs.length > 0;
  const found = named ? sheetsFor(k, p) : { sheets: p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs };
  const level = LEVELS.find((l) => l.label === found.missingLevel);
  if (level) {
    // The level at no site asked ("à Cocody") is published elsewhere (Marcory's Licence): that sheet's list, said as elsewhere.
    const elsewhere = p.sites.length ? k.snapshot.tariffs.filter((t) => level.test({ level: '', name: t.programName }) && lines(t).length) : [];
    const none = `aucun tarif de niveau ${level.label} n'est publié`;
    if (!elsewhere.length) return `${p.sites.length ? forSites(p) : 'Sur nos sites'}, ${none} : je n'ai pas ${what} de ce niveau ; contactez notre équipe : ${contactPointer(k)}.`;
    return `${forSites(p)}, ${none}. Ailleurs, ${title.charAt(0).toLowerCase()}${title.slice(1)}${listGroups(k, elsewhere, lines, true)}\n${tarifsLink(k, elsewhere)}`;
  }
  if (!found.sheets.some((t) => lines(t).length)) return `Je n'ai pas ${what}${p.sites.length === 1 ? ' de ce site' : ''} ; contactez notre équipe : ${contactPointer(k)}.`;
  return `${title}${listGroups(k, found.sheets, lines, named)}\n${tarifsLink(k, found.sheets)}`;
}

/**
 * The lists of these sheets, sheets with the same list grouped: " (where) :" and the list when
 * there is one, " :" and each group's where and list otherwise. Each sheet is named by its site,
 * or by its site and programme when a level or programme was asked.
 */
function listGroups(k: Knowledge, sheets: Tariff[], lines: (t: Tariff) => string[], byProgramme: boolean): string {
  const groups = new Map<string, { lines: string[]; names: string[] }>();
  for (const t of sheets) {
    const l = lines(t);
    if (!l.length) continue;
    const key = l.join('\n');
    const g = groups.get(key) ?? { lines: l, names: [] };
    const name = byProgramme ? `${t.site} — ${t.programName}` : t.site;
    if (!g.names.includes(name)) g.names.push(name);
    groups.set(key, g);
  }
  const bullets = (l: string[]) => l.map((x) => `• ${x}`).join('\n');
  const [only] = groups.values();
  if (groups.size === 1) {
    const where = !byProgramme && only.names.length === k.sites.length && k.sites.length > 1 ? ' (tous nos sites)' : ` (${only.names.join(', ')})`;
    return `${where} :\n${bullets(only.lines)}`;
  }
  return ` :\n${[...groups.values()].map((g) => `${g.names.join(', ')} :\n${bullets(g.lines)}`).join('\n')}`;
}

/** A sheet's total, with what its description says of it. */
const totalLine = (t: Tariff) => `• ${sheetTitle(t)} : ${formatAmount(t.totalFee)}`;

const sheetLine = (t: Tariff) => `${totalLine(t)}${t.description ? ` — ${t.description}` : ''}`;

/** "Pour le Site de Cocody" (site names read "Site de …"). */
const forSites = (p: Parsed) => `Pour le ${p.sites.map((x) => x.name).join(', le ')}`;

/** Whether the fees are per year or for the whole programme. */
const PER_YEAR = /\bpar an\b|\bpar annee\b|\bannuel|\bchaque annee\b|\bpour (?:les )?(?:2|3|deux|trois) ans\b|\banneesuivante\b/;

/**
 * Ways of paying a family may ask about beyond a transfer: mobile money ("Orange Money", "MoMo",
 * "Wave": how most families in Abidjan pay), cash, a card, a cheque.
 */
const PAYMENT_WAYS: Array<{ asked: RegExp; label: string }> = [
  { asked: /\b(mobile money|orange money|momo|mtn|moov|wave)\b/, label: 'par Mobile Money (Orange Money, MTN, Moov, Wave)' },
  { asked: /\b(especes?|cash|liquide)\b/, label: 'en espèces' },
  { asked: /\b(carte bancaire|par carte|visa|mastercard)\b/, label: 'par carte bancaire' },
  { asked: /\bcheques?\b/, label: 'par chèque' },
];

export function bankReply(k: Knowledge, p: Parsed): string {
  const transfer = perSiteList(k, p, (t) => (t.accountInfo ? [t.accountInfo] : []), 'Paiement par virement', 'les coordonnées bancaires');
  // Asked about a way of paying the sheets do not name: no "yes" the data does not give.
  const sheets = p.sites.length ? p.sites.flatMap((s) => s.sheets) : k.snapshot.tariffs;
  const notes = sheetNotes(sheets, PAYMENT_MEANS);
  const way = PAYMENT_WAYS.find((w) => w.asked.test(p.text));
  if (!way || sheets.some((t) => way.asked.test(fold(`${t.accountInfo ?? ''} ${t.description ?? ''}`)))) return transfer + notes;
  return `Je n'ai pas d'information sur le paiement ${way.label} ; pour le savoir, contactez notre équipe : ${contactPointer(k)}.\n\n${transfer}${notes}`;
}

/** A sentence of a sheet's description on how to pay ("Paiement possible par virement ou au service de la scolarité."). */
const PAYMENT_MEANS = /\bpaiement\b.*\b(?:par|au|en)\b|\bpayer\b.*\b(?:par|au|en)\b/;

/**
 * The sentences of the sheets' descriptions (the administrator's own words) that `said` finds
 * (on folded text), as a "Bon à savoir" block, or nothing.
 */
export function sheetNotes(sheets: Tariff[], said: RegExp): string {
  const notes = sheets.flatMap((t) =>
    (t.description ?? '')
      .split(/(?<=\.)\s+/)
      .filter((x) => said.test(fold(x)))
      .map((x) => `• ${t.site} — ${t.programName} : ${x}`),
  );
  return notes.length ? `\nBon à savoir :\n${notes.join('\n')}` : '';
}
