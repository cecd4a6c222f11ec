// Home page, sections in the order of public-site.md section 2 "Home"; the school's
// figures (section 9) follow the highlight cards.
import { FiguresBand } from '../../components/sections/SchoolFigures';
import { useContent } from '../content/use-content';
import { FounderSection } from './FounderSection';
import { HeroSlider } from './HeroSlider';
import { InstitutesSection } from './InstitutesSection';
import { RecentNews } from './RecentNews';
import { ClosingCallToAction, HighlightCards, WhyChooseUs } from './Strengths';

export function HomePage(_props: { params: Record<string, string> }) {
  const { t } = useContent();
  return (
    <>
      {/* Slide titles are h2 (several slides share the page): the page's h1 names the school. */}
      <h1 className="sr-only">
        {t('site_name')} – {t('site_tagline')}
      </h1>
      <HeroSlider />
      <FounderSection />
      <InstitutesSection />
      <HighlightCards />
      <FiguresBand title="L'école en chiffres" />
      <WhyChooseUs />
      <ClosingCallToAction />
      <RecentNews />
    </>
  );
}
