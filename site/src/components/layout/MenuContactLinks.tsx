import { Phone } from '../icons';
import { telHref } from '@ecole/shared/links';
import { useContent } from '../../features/content/use-content';
import { buttonClass } from '../ui/button';
import { CampusNumeriqueLink } from './CampusNumeriqueLink';

/**
 * The phone menu's last links, after Nos Tarifs: the external Campus Numérique and the
 * school's number. Plain links: the panel shows them, and so does the menu without scripts.
 */
export function MenuContactLinks({ onFollow }: { onFollow?: () => void }) {
  const { t } = useContent();
  return (
    <>
      <CampusNumeriqueLink href={t('campus_numerique_url')} onClick={onFollow} className={buttonClass('secondary', 'md', 'w-full')} />
      <a href={telHref(t('contact_phone'))} className="flex min-h-11 items-center justify-center gap-2 text-sm font-semibold text-navy-800">
        <Phone aria-hidden="true" className="h-4 w-4" />
        {t('contact_phone')}
      </a>
    </>
  );
}
