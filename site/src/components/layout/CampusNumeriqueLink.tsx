import { ExternalLink } from '../icons';

/** The external "Campus Numérique" site, always in a new tab (public-site.md section 2). */
export function CampusNumeriqueLink({ href, className, onClick }: { href: string; className: string; onClick?: () => void }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className} onClick={onClick}>
      Campus Numérique
      <ExternalLink aria-hidden="true" className="h-4 w-4" />
      <span className="sr-only"> (nouvel onglet)</span>
    </a>
  );
}
