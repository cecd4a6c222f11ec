import { Screen } from '../../components/layout';
import { GalleryManager } from './GalleryManager';

export function GalleryScreen() {
  return (
    <Screen title="Gestion des Galeries" subtitle="Albums photos et vidéos et leurs médias">
      <GalleryManager />
    </Screen>
  );
}
