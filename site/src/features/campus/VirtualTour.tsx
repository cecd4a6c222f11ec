// Virtual tour (public-site.md section 2, /campus): four spots in tabs. DECISIONS "Campus":
// "Voir en 360°" opens the selected spot's picture full screen. Each spot (shared/campus.ts) has
// its photo in a content key; a spot without one is drawn with CSS (gradient, shapes, icon),
// which costs no download on mobile data.
import { DoorOpen, Library, Monitor, Presentation, Rotate3d, type IconComponent } from '../../components/icons';
import { useState } from 'react';
import { CAMPUS_TOUR_SPOTS, type CampusTourSpotId } from '@ecole/shared/campus';
import { campusTourImageKey } from '@ecole/shared/content-keys';
import { frenchSpacing } from '@ecole/shared/format';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { FullscreenDialogContent } from '../../components/ui/fullscreen-dialog';
import { ResponsiveImage } from '../../components/ui/responsive-image';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useContent } from '../content/use-content';

interface Spot {
  id: CampusTourSpotId;
  name: string;
  description: string;
  icon: IconComponent;
  gradient: string;
}

const drawn: Record<CampusTourSpotId, Pick<Spot, 'icon' | 'gradient'>> = {
  hall: { icon: DoorOpen, gradient: 'from-navy-700 via-navy-800 to-navy-950' },
  amphitheatre: { icon: Presentation, gradient: 'from-brand-teal via-navy-800 to-navy-950' },
  bibliotheque: { icon: Library, gradient: 'from-gold-700 via-navy-800 to-navy-950' },
  informatique: { icon: Monitor, gradient: 'from-purple-800 via-navy-800 to-navy-950' },
};

const spots: Spot[] = CAMPUS_TOUR_SPOTS.map((s) => ({ ...s, ...drawn[s.id] }));

function SpotVisual({ spot, large = false }: { spot: Spot; large?: boolean }) {
  const Icon = spot.icon;
  return (
    <div
      role="img"
      aria-label={`Vue de l'espace : ${spot.name}`}
      className={cn('relative isolate flex h-full w-full items-center justify-center overflow-hidden bg-gradient-to-br', spot.gradient)}
    >
      {/* A floor line and a vanishing point suggest a room in perspective. */}
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-2/5 bg-gradient-to-t from-black/30 to-transparent" />
      {/* Concentric rings: a circular gradient stays round whatever the box's proportions. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle,transparent_24%,rgb(255_255_255/0.14)_24.4%,transparent_25%,transparent_42%,rgb(255_255_255/0.1)_42.3%,transparent_42.8%,transparent_62%,rgb(255_255_255/0.07)_62.2%,transparent_62.6%)]"
      />
      <div aria-hidden="true" className="absolute -right-10 -top-10 -z-10 h-40 w-40 rounded-full bg-gold-400/20" />
      <div className="text-center text-white">
        <Icon aria-hidden="true" className={cn('mx-auto text-white/90', large ? 'h-32 w-32 sm:h-48 sm:w-48' : 'h-20 w-20')} strokeWidth={1} />
        <p className={cn('mt-3 font-bold', large ? 'text-2xl sm:text-4xl' : 'text-lg')}>{spot.name}</p>
      </div>
    </div>
  );
}

/** The spot's photo when the administrator gave one, its drawing otherwise. */
function SpotView({ spot, photo, large = false }: { spot: Spot; photo: string; large?: boolean }) {
  if (!photo) return <SpotVisual spot={spot} large={large} />;
  const alt = `Vue de l'espace : ${spot.name}`;
  return large ? (
    // Whole, on the dialog's dark background, whatever the screen's proportions.
    <ResponsiveImage src={photo} alt={alt} width={1600} height={900} sizes="100vw" className="h-full w-full object-contain" />
  ) : (
    // Laid over its box: on a wide screen the box takes the height of the text beside it.
    <ResponsiveImage src={photo} alt={alt} width={1600} height={900} sizes="(min-width: 1024px) 60vw, 92vw" className="absolute inset-0 h-full w-full object-cover" />
  );
}

export function VirtualTour() {
  const { t } = useContent();
  const [selected, setSelected] = useState<string>(spots[0].id);

  return (
    <Tabs value={selected} onValueChange={setSelected}>
      <TabsList aria-label="Espaces de la visite virtuelle" className="justify-center border-none noscript:hidden">
        {spots.map((s) => (
          <TabsTrigger key={s.id} value={s.id} className="min-h-11 bg-white ring-1 ring-slate-200 data-[state=active]:ring-navy-900">
            {s.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {spots.map((s) => (
        // Every spot in the HTML, the selected one shown; all of them where scripts are off.
        <TabsContent key={s.id} value={s.id} forceMount className="pt-6 data-[state=inactive]:hidden noscript:data-[state=inactive]:block">
          <div className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-slate-200 lg:grid lg:grid-cols-[3fr_2fr]">
            <div className="relative aspect-video lg:aspect-auto lg:min-h-80">
              <SpotView spot={s} photo={t(campusTourImageKey(s.id))} />
            </div>
            <div className="flex flex-col justify-center gap-4 p-6 sm:p-8">
              <h3 className="text-xl font-bold text-navy-900">{s.name}</h3>
              <p className="leading-relaxed text-slate-600">{frenchSpacing(s.description)}</p>
              <Dialog>
                <DialogTrigger asChild>
                  <Button variant="secondary" className="self-start noscript:hidden">
                    <Rotate3d aria-hidden="true" className="h-5 w-5" />
                    Voir en 360°
                    <span className="sr-only"> : {s.name}</span>
                  </Button>
                </DialogTrigger>
                <FullscreenDialogContent title={`${s.name} – vue 360°`} description={s.description} closeLabel="Fermer la vue 360°">
                  <div className="h-full w-full">
                    <SpotView spot={s} photo={t(campusTourImageKey(s.id))} large />
                  </div>
                </FullscreenDialogContent>
              </Dialog>
            </div>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
