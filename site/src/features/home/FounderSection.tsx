// Founder message (public-site.md section 2, Home item 2): the administrator's message when
// there is one and it is active, otherwise the default texts of the founder_* content keys.
import { Quote, UserRound } from '../../components/icons';
import { frenchSpacing } from '@ecole/shared/format';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useContent } from '../content/use-content';
import { useFounderMessage } from './api';

export function FounderSection() {
  const { t } = useContent();
  const { data } = useFounderMessage();
  const m = data?.isActive ? data : null;
  const title = m?.title || t('founder_title');
  const quote = m?.quote || t('founder_quote');
  const vision = m?.vision || t('founder_vision');
  const name = m?.founderName ?? '';
  const role = m?.founderRole || t('founder_role');
  const organisation = m?.founderOrganization || t('founder_organization');
  const photo = m ? m.founderImageUrl : t('founder_image');

  return (
    <section aria-labelledby="fondateur-titre" className="bg-navy-50 py-16 sm:py-20">
      <div className="container-page grid items-center gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <figure className="mx-auto w-full max-w-[17rem] sm:max-w-xs lg:max-w-sm">
          <div className="relative">
            <div aria-hidden="true" className="absolute -bottom-4 -right-4 h-full w-full rounded-2xl bg-gold-400" />
            {photo ? (
              <ResponsiveImage
                src={photo}
                alt={name ? `Portrait de ${name}` : `Portrait : ${role}`}
                width={800}
                height={1000}
                sizes="(min-width: 1024px) 24rem, (min-width: 640px) 20rem, 17rem"
                maxWidth={960}
                className="relative aspect-[4/5] w-full rounded-2xl object-cover shadow-xl"
              />
            ) : (
              <div className="relative flex aspect-[4/5] w-full items-center justify-center rounded-2xl bg-gradient-to-br from-navy-700 to-navy-950 shadow-xl">
                <UserRound aria-hidden="true" className="h-28 w-28 text-white/30" strokeWidth={1} />
              </div>
            )}
          </div>
          <figcaption className="mt-8 text-center lg:text-left">
            {name && <span className="block text-lg font-bold text-navy-900">{name}</span>}
            <span className="block text-sm font-semibold text-slate-700">{role}</span>
            <span className="block text-sm text-slate-600">{organisation}</span>
          </figcaption>
        </figure>

        <div>
          <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-gold-700">{t('founder_badge')}</p>
          <h2 id="fondateur-titre" className="text-2xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
            {frenchSpacing(title)}
          </h2>
          <blockquote className="relative mt-6 rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <Quote aria-hidden="true" className="absolute -top-4 left-6 h-9 w-9 rounded-full bg-navy-900 p-2 text-gold-400" />
            <p className="whitespace-pre-line text-base italic leading-relaxed text-slate-700 sm:text-lg">{frenchSpacing(quote)}</p>
          </blockquote>
          <div className="mt-6 border-l-4 border-brand-teal pl-4">
            <h3 className="text-sm font-bold uppercase tracking-wider text-brand-teal">Notre vision</h3>
            <p className="mt-1 whitespace-pre-line leading-relaxed text-slate-700">{frenchSpacing(vision)}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
