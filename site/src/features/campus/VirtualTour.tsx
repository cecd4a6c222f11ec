// Virtual tour (public-site.md section 2, /campus): four spots in tabs. DECISIONS "Campus":
// "Voir en 360°" opens the selected spot's picture full screen. The pictures are drawn
// with CSS (gradient, shapes, icon) so the tour costs no download on mobile data.
import { DoorOpen, Library, Monitor, Presentation, Rotate3d, type IconComponent } from '../../components/icons';
import { useState } from 'react';
import { frenchSpacing } from '@ecole/shared/format';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { Dialog, DialogTrigger } from '../../components/ui/dialog';
import { FullscreenDialogContent } from '../../components/ui/fullscreen-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';

interface Spot {
  id: string;
  name: string;
  description: string;
  icon: IconComponent;
  gradient: string;
}

const spots: Spot[] = [
  {
    id: 'hall',
    name: 'Hall d’accueil',
    description: 'Le point de départ de la visite : accueil, scolarité et espace d’attente pour les familles.',
    icon: DoorOpen,
    gradient: 'from-navy-700 via-navy-800 to-navy-950',
  },
  {
    id: 'amphitheatre',
    name: 'Amphithéâtre',
    description: '200 places, sonorisation et vidéoprojection pour les cours magistraux, conférences et cérémonies.',
    icon: Presentation,
    gradient: 'from-brand-teal via-navy-800 to-navy-950',
  },
  {
    id: 'bibliotheque',
    name: 'Bibliothèque',
    description: 'Plus de 10\u00a0000 ouvrages, des postes de consultation et des salles de travail en groupe.',
    icon: Library,
    gradient: 'from-gold-700 via-navy-800 to-navy-950',
  },
  {
    id: 'informatique',
    name: 'Salle informatique',
    description: '50 postes connectés en fibre, logiciels de gestion, de comptabilité et de développement.',
    icon: Monitor,
    gradient: 'from-purple-800 via-navy-800 to-navy-950',
  },
];

function SpotVisual({ spot, large = false }: { spot: Spot; large?: boolean }) {
  const Icon = spot.icon;
  return (
    <div
      role="img"
      aria-label={`Vue de l’espace : ${spot.name}`}
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

export function VirtualTour() {
  const [selected, setSelected] = useState(spots[0].id);

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
            <div className="aspect-video lg:aspect-auto lg:min-h-80">
              <SpotVisual spot={s} />
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
                    <SpotVisual spot={s} large />
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
