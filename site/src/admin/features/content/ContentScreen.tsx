import { Link } from 'wouter';
import { adminPaths } from '@ecole/shared/paths';
import { Screen } from '../../components/layout';
import { ContentEditor, type ScreenLink } from './ContentEditor';

const screenLink: ScreenLink = (screen, text) => (
  <Link href={adminPaths[screen].href()} className="font-semibold underline underline-offset-2">
    {text}
  </Link>
);

export function ContentScreen() {
  return (
    <Screen title="Gestion du contenu" subtitle="Modifiez les contenus par page et section">
      <ContentEditor screenLink={screenLink} />
    </Screen>
  );
}
