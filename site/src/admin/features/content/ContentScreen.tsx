import { Screen } from '../../components/layout';
import { ContentEditor } from './ContentEditor';

export function ContentScreen() {
  return (
    <Screen title="Gestion du contenu" subtitle="Modifiez les contenus par page et section">
      <ContentEditor />
    </Screen>
  );
}
