// Institutes (public-site.md section 2, Home item 3): up to four active cards from the
// server, by order; with none, four built-in cards named by the institute content keys.
import { ArrowRight } from '../../components/icons';
import { INSTITUTE_GRADIENTS } from '@ecole/shared/constants';
import { frenchSpacing } from '@ecole/shared/format';
import { paths } from '@ecole/shared/paths';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { SectionHeading } from '../../components/ui/section-heading';
import { useContent } from '../content/use-content';
import { useInstitutes } from './api';

interface InstituteCard {
  key: string;
  title: string;
  description: string;
  link: string;
  buttonText: string;
  bgColor: string;
}

const KNOWN_GRADIENTS = new Set<string>(INSTITUTE_GRADIENTS.map((g) => g.value));
/** White text needs one of the dark gradients; an unknown value would leave it on white. */
const gradientOf = (bgColor: string, fallbackIndex: number) =>
  KNOWN_GRADIENTS.has(bgColor.trim()) ? bgColor.trim() : INSTITUTE_GRADIENTS[fallbackIndex % INSTITUTE_GRADIENTS.length].value;

export function InstitutesSection() {
  const { t } = useContent();
  const { data } = useInstitutes();

  const cards: InstituteCard[] =
    data && data.length > 0
      ? data.map((i) => ({
          key: String(i.id),
          title: i.title,
          description: i.description ?? '',
          link: i.link?.trim() || paths.filieres.href(),
          buttonText: i.buttonText?.trim() || 'Découvrir',
          bgColor: i.bgColor,
        }))
      : [
          {
            key: 'management',
            title: t('institute1_title'),
            description: "Gestion, comptabilité, marketing et commerce international : les métiers qui font tourner l'entreprise.",
            link: paths.filieres.href(),
            buttonText: 'Découvrir',
            bgColor: INSTITUTE_GRADIENTS[1].value,
          },
          {
            key: 'technologies',
            title: t('institute2_title'),
            description: "Informatique, réseaux, développement web et marketing digital pour l'économie numérique.",
            link: paths.filieres.href(),
            buttonText: 'Découvrir',
            bgColor: INSTITUTE_GRADIENTS[4].value,
          },
          {
            key: 'agriculture',
            title: t('institute3_title'),
            description: 'Production agricole, transformation et agro-business : entreprendre dans la première richesse du pays.',
            link: paths.filieres.href(),
            buttonText: 'Découvrir',
            bgColor: INSTITUTE_GRADIENTS[2].value,
          },
          {
            key: 'formation-continue',
            title: 'Formation Continue',
            description: 'Des certificats courts, en cours du soir ou le week-end, pour les salariés et les entrepreneurs.',
            link: paths.contact.href(),
            buttonText: 'Nous contacter',
            bgColor: INSTITUTE_GRADIENTS[3].value,
          },
        ];

  return (
    <section aria-labelledby="instituts-titre" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="instituts-titre" eyebrow="Nos écoles" title={t('institutes_title')} subtitle={t('institutes_subtitle')} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, i) => (
            <li key={card.key} className={cn('surface-dark relative flex flex-col overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-white shadow-lg', gradientOf(card.bgColor, i))}>
              <div aria-hidden="true" className="absolute -right-10 -top-10 h-32 w-32 rounded-full bg-white/10" />
              <span aria-hidden="true" className="mb-4 text-4xl font-black text-white/25">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="text-xl font-bold leading-snug">{frenchSpacing(card.title)}</h3>
              {card.description && <p className="mt-3 flex-1 text-sm leading-relaxed text-white/90">{frenchSpacing(card.description)}</p>}
              <ButtonLink href={card.link} variant="light" size="sm" className="mt-6 self-start">
                {card.buttonText}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only"> : {card.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
