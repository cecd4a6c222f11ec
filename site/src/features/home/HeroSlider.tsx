// Hero carousel (public-site.md section 2 Home item 1, section 4; DECISIONS "Hero slider"):
// auto-advances every 6000 ms and wraps, pauses while hovered or focused, never moves by
// itself for visitors who prefer reduced motion; arrows and dots on wide screens only and
// only with several slides. Built on the WAI-ARIA carousel pattern.
import { ChevronLeft, ChevronRight, GraduationCap, Pause, Play } from '../../components/icons';
import { useEffect, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { frenchSpacing } from '@ecole/shared/format';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { useContent } from '../content/use-content';
import { useSliders } from './api';

export const SLIDE_INTERVAL_MS = 6000;
/** Next slide's picture is fetched this long after a slide shows, not competing with the first one. */
const PRELOAD_DELAY_MS = 2000;
const SWIPE_MIN_PX = 50;

export interface HeroSlide {
  key: string;
  title: string;
  subtitle: string;
  description: string;
  imageUrl: string;
  primary: { text: string; href: string };
  secondary: { text: string; href: string };
}

function useHeroSlides(): HeroSlide[] {
  const { t } = useContent();
  const { data } = useSliders();
  if (data && data.length > 0) {
    // Texts for display, as t() gives the built-in slide's: ? ! : ; kept with their word.
    return data.map((s) => ({
      key: String(s.id),
      title: frenchSpacing(s.title),
      subtitle: frenchSpacing(s.subtitle ?? ''),
      description: frenchSpacing(s.description ?? ''),
      imageUrl: s.imageUrl ?? '',
      primary: { text: s.button1Text?.trim() || 'Découvrir', href: s.button1Link?.trim() || '/filieres' },
      secondary: { text: s.button2Text?.trim() || 'En Savoir Plus', href: s.button2Link?.trim() || '/a-propos' },
    }));
  }
  // No slider, still loading or failed (section 8: no message): the built-in slide.
  return [
    {
      key: 'default',
      title: t('hero_slide1_title'),
      subtitle: t('hero_slide1_subtitle'),
      description: t('hero_slide1_description'),
      imageUrl: t('hero_slide1_image'),
      primary: { text: t('hero_slide1_btn_primary'), href: t('hero_slide1_btn_primary_link') },
      secondary: { text: t('hero_slide1_btn_secondary'), href: t('hero_slide1_btn_secondary_link') },
    },
  ];
}

export function HeroSlider() {
  const slides = useHeroSlides();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // An index left out of range (fewer slides after a refetch) goes back to the first.
  const current = index >= 0 && index < count ? index : 0;
  const multiple = count > 1;

  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Unknown until read in the browser: no slide moves before the visitor's preference is known.
  const [reducedMotion, setReducedMotion] = useState<boolean | null>(null);
  // Slides whose picture may load: the first on the server and at hydration, the others
  // just before they show.
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([0]));
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  // As shown (the pause button, the live region): rotating unless the visitor asked otherwise.
  const autoplay = multiple && playing && reducedMotion !== true;
  const moving = autoplay && !hovered && !focused;

  useEffect(() => {
    // The timer starts only once the preference is read (after hydration).
    if (!moving || reducedMotion !== false) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [moving, reducedMotion, current, count]);

  useEffect(() => {
    if (!multiple) return;
    const next = (current + 1) % count;
    const timer = window.setTimeout(() => setReached((r) => (r.has(next) ? r : new Set(r).add(next))), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [multiple, current, count]);

  const goTo = (i: number) => {
    const target = ((i % count) + count) % count;
    setReached((r) => (r.has(target) ? r : new Set(r).add(target)));
    setIndex(target);
  };
  const previous = () => goTo(current - 1);
  const next = () => goTo(current + 1);

  const onKeyDown = (e: KeyboardEvent) => {
    if (!multiple) return;
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      previous();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const end = e.changedTouches[0]?.clientX;
    if (!multiple || start === null || end === undefined) return;
    if (end - start > SWIPE_MIN_PX) previous();
    else if (start - end > SWIPE_MIN_PX) next();
  };

  return (
    <section
      aria-roledescription="carrousel"
      aria-label="Présentation de l'école"
      // Focusable so that the arrow keys work once the slider itself has the focus. Its focus
      // ring is drawn over the slides (an outline would be painted under their pictures).
      tabIndex={multiple ? 0 : undefined}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      className="hero-slider surface-dark relative isolate overflow-hidden bg-navy-950 text-white focus-visible:outline-none focus-visible:after:pointer-events-none focus-visible:after:absolute focus-visible:after:inset-0 focus-visible:after:z-30 focus-visible:after:border-4 focus-visible:after:border-gold-400"
    >
      {/* Controls first in the tab order, the rotation control leading (WAI-ARIA carousel pattern).
          Placed from the slides' bottom and middle, which come later in the HTML: shown only once
          the end marker is parsed (hero-slider-pending, styles.css), so a half-received page never
          paints them where they would then jump from. */}
      {multiple && (
        <>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-label={autoplay ? 'Mettre en pause le défilement' : 'Lancer le défilement'}
            className="hero-slider-pending noscript:hidden absolute bottom-4 left-4 z-20 inline-flex h-11 w-11 items-center justify-center rounded-full bg-navy-950/60 text-white ring-1 ring-white/40 hover:bg-navy-950/80"
          >
            {autoplay ? <Pause aria-hidden="true" className="h-5 w-5" /> : <Play aria-hidden="true" className="h-5 w-5" />}
          </button>
          <button
            type="button"
            onClick={previous}
            aria-label="Diapositive précédente"
            className="hero-slider-pending noscript:hidden! absolute left-4 top-1/2 z-20 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur hover:bg-white/30 lg:inline-flex"
          >
            <ChevronLeft aria-hidden="true" className="h-6 w-6" />
          </button>
          <button
            type="button"
            onClick={next}
            aria-label="Diapositive suivante"
            className="hero-slider-pending noscript:hidden! absolute right-4 top-1/2 z-20 hidden h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur hover:bg-white/30 lg:inline-flex"
          >
            <ChevronRight aria-hidden="true" className="h-6 w-6" />
          </button>
          {/* The row spans the slider's width over the pause button: only the dots take the clicks. */}
          <div className="hero-slider-pending noscript:hidden! pointer-events-none absolute inset-x-0 bottom-6 z-20 hidden justify-center gap-1 lg:flex">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Aller à la diapositive ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                className="group pointer-events-auto inline-flex h-8 w-8 items-center justify-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === current ? 'w-7 bg-gold-400' : 'w-2.5 bg-white/60 group-hover:bg-white',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
      <div className="grid" aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="diapositive"
              aria-label={`${i + 1} sur ${count}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={cn(
                'relative [grid-area:1/1] transition-opacity duration-700 ease-out',
                active ? 'z-10 opacity-100' : 'z-0 opacity-0',
              )}
            >
              <SlideBackdrop slide={slide} first={i === 0} load={reached.has(i)} />
              <div className="container-page relative flex min-h-[30rem] flex-col justify-center pb-20 pt-14 sm:min-h-[34rem] lg:min-h-[38rem] lg:py-24">
                {/* Centred in the tallest slide, so not shown before every slide is parsed. */}
                <div className="hero-slider-pending max-w-2xl lg:px-12">
                  {slide.subtitle && <p className="mb-3 text-sm font-bold uppercase tracking-wider text-gold-400 sm:text-base">{slide.subtitle}</p>}
                  <h2 className="text-3xl font-extrabold leading-tight tracking-tight text-balance sm:text-5xl lg:text-6xl">{slide.title}</h2>
                  {slide.description && <p className="mt-5 max-w-xl text-base leading-relaxed text-slate-100 sm:text-lg">{slide.description}</p>}
                  <div className="mt-8 flex flex-wrap gap-3">
                    <ButtonLink href={slide.primary.href} variant="primary" size="lg">
                      {slide.primary.text}
                    </ButtonLink>
                    <ButtonLink href={slide.secondary.href} variant="light" size="lg">
                      {slide.secondary.text}
                    </ButtonLink>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {/* Parsed after every slide: the controls and texts above wait for it (styles.css). */}
      <span hidden className="hero-slider-end" />
    </section>
  );
}

/** The slide's picture under a navy veil that keeps white text above 4.5:1, or a drawn backdrop. */
function SlideBackdrop({ slide, first, load }: { slide: HeroSlide; first: boolean; load: boolean }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      {slide.imageUrl ? (
        load && (
          <ResponsiveImage
            src={slide.imageUrl}
            alt=""
            width={1600}
            height={900}
            sizes="100vw"
            priority={first}
            className="h-full w-full object-cover"
          />
        )
      ) : (
        <div className="relative h-full w-full bg-gradient-to-br from-navy-800 via-navy-900 to-navy-950">
          <div className="absolute -right-20 -top-24 h-96 w-96 rounded-full bg-gold-400/15" />
          {/* Placed from the bottom of slides parsed later: shown with them (styles.css). */}
          <div className="hero-slider-pending absolute -bottom-32 right-1/4 h-80 w-80 rounded-full bg-brand-teal/25" />
          <GraduationCap className="hero-slider-pending absolute bottom-8 right-6 h-40 w-40 text-white/10 sm:h-64 sm:w-64 lg:right-24" strokeWidth={1} />
        </div>
      )}
      <div className="absolute inset-0 bg-navy-950/80 sm:bg-transparent sm:bg-gradient-to-r sm:from-navy-950/90 sm:via-navy-950/70 sm:to-navy-950/25" />
    </div>
  );
}
