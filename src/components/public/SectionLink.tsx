import Link, { type LinkProps } from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { landingSectionPath, PUBLIC_PATHS, type LandingSection } from '@/lib/publicPaths';
import { scrollToSection } from '@/lib/smoothScroll';

export interface SectionLinkProps extends Omit<LinkProps, 'href' | 'component'> {
  section: LandingSection;
  /** Called after the link is followed (e.g. to close the mobile menu). */
  onFollow?: () => void;
}

/**
 * A link to a landing page section: on the landing page it scrolls there smoothly (spec 2.2:
 * 1.5 s, 80 px below the top); anywhere else it goes to `/#section`, which the landing page
 * scrolls to when it opens.
 */
export function SectionLink({ section, onFollow, onClick, ...props }: SectionLinkProps) {
  const { pathname } = useLocation();
  if (pathname === PUBLIC_PATHS.landing) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (scrollToSection(section)) event.preventDefault();
      onFollow?.();
    };
    return <Link href={`#${section}`} onClick={follow} {...props} />;
  }
  return (
    <Link
      component={RouterLink}
      to={landingSectionPath(section)}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        onFollow?.();
      }}
      {...props}
    />
  );
}
