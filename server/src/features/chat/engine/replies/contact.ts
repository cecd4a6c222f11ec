// Replies about where the school is and how to reach it: the sites, phones, e-mail, hours and
// social networks.
import { chatLink } from '@ecole/shared/chat-markup';
import { telHref } from '@ecole/shared/links';
import { contentValue, socialLinks } from '@ecole/shared/content-keys';
import { paths } from '@ecole/shared/paths';
import type { Knowledge, Site } from '../knowledge';
import { stem } from '../text';
import type { Parsed } from '../parse';

// ---------------------------------------------------------------- sites and contact

export function siteCards(k: Knowledge, sites: Site[]): string {
  const cards = sites.map((s) => {
    const t = s.sheets[0];
    const lines = [`${s.name}${t.location ? ` : ${t.location}` : ''}`];
    if (t.phone) lines.push(`Téléphone : ${chatLink(t.phone, telHref(t.phone))}`);
    if (t.email) lines.push(`E-mail : ${chatLink(t.email, `mailto:${t.email}`)}`);
    return lines.join('\n');
  });
  return `${cards.join('\n\n')}\nPour une visite, écrivez-nous depuis la ${chatLink('page Contact', paths.contact.href())}.`;
}

export function sitesList(k: Knowledge): string {
  const address = contentValue(k.snapshot.content, 'contact_address').replace(/\s*\n\s*/g, ', ');
  if (!k.sites.length) return `Notre adresse : ${address}.\n${contactPointer(k)}.`;
  const lines = k.sites.map((s) => {
    const t = s.sheets[0];
    return `• ${s.name}${t.location ? ` : ${t.location}` : ''}${t.phone ? ` — ${chatLink(t.phone, telHref(t.phone))}` : ''}`;
  });
  return `Nous vous accueillons sur ${k.sites.length} sites :\n${lines.join('\n')}\nAdresse principale : ${address}. Découvrez aussi le ${chatLink('campus', paths.campus.href())}.`;
}

function phones(k: Knowledge): string[] {
  return ['contact_phone', 'contact_phone2', 'contact_phone3'].map((key) => contentValue(k.snapshot.content, key)).filter(Boolean);
}

/** The networks the administrator filled in; the addresses as text (the chat links only to the site, tel: and mailto:). */
export const networks = (k: Knowledge) => socialLinks((key) => contentValue(k.snapshot.content, key));

export function contactPointer(k: Knowledge): string {
  const [phone] = phones(k);
  return `${chatLink('page Contact', paths.contact.href())}${phone ? ` ou ${chatLink(phone, telHref(phone))}` : ''}`;
}

export function contactReply(k: Knowledge): string {
  const c = k.snapshot.content;
  const email = contentValue(c, 'contact_email');
  const address = contentValue(c, 'contact_address').replace(/\s*\n\s*/g, ', ');
  return [
    'Pour nous joindre :',
    `• Téléphone : ${phones(k).map((ph) => chatLink(ph, telHref(ph))).join(' / ')}`,
    email ? `• E-mail : ${chatLink(email, `mailto:${email}`)}` : '',
    `• Adresse : ${address}`,
    `• Horaires : ${contentValue(c, 'contact_hours').replace(/\s*\n\s*/g, ' ; ')}`,
    `Vous pouvez aussi nous écrire depuis la ${chatLink('page Contact', paths.contact.href())}.`,
  ]
    .filter(Boolean)
    .join('\n');
}

export function hoursReply(k: Knowledge, p: Parsed): string {
  const c = k.snapshot.content;
  const office = `Horaires d'accueil (secrétariat) :\n${contentValue(c, 'contact_hours')}`;
  const campus = `Horaires du campus :\n${contentValue(c, 'campus_hours')}`;
  const campusWords = ['campus', 'cour', 'bibliothequ', 'sall', 'labo', 'laboratoir', 'etudiant'].map(stem);
  const officeWords = ['accueil', 'secretariat', 'bureau', 'administration', 'scolarite', 'inscription'].map(stem);
  const wantsCampus = campusWords.some((w) => p.stems.has(w));
  const wantsOffice = officeWords.some((w) => p.stems.has(w));
  if (wantsCampus && !wantsOffice) return campus;
  if (wantsOffice && !wantsCampus) return office;
  return `${office}\n\n${campus}`;
}
