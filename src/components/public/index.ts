export { Brand } from './Brand';
export { PublicFooter } from './PublicFooter';
export { MAIN_CONTENT_ID, PublicHeader, type PublicHeaderProps } from './PublicHeader';
export { Reveal, type RevealProps } from './Reveal';
export { SectionLink, type SectionLinkProps } from './SectionLink';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { useScrolled, HEADER_SCROLL_THRESHOLD_PX } from './useScrolled';
