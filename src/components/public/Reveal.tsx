import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

export interface RevealProps {
  children: ReactNode;
  /** Spec 9 default: fade in (the only animation offered). */
  animation?: 'fadeIn';
  /** Seconds before the fade starts (spec 9 default 0). */
  delay?: number;
  /** Seconds the fade lasts (spec 9 default 1; the spec gives no unit, seconds is our reading). */
  duration?: number;
  sx?: SxProps<Theme>;
}

const canObserve = () => typeof window !== 'undefined' && 'IntersectionObserver' in window;

/**
 * `initial` (shown) until the first observation, then `shown` if it was in view, or `waiting`
 * (hidden, below the fold) until it scrolls into view and is `revealed`.
 */
type RevealState = 'initial' | 'shown' | 'waiting' | 'revealed';

/**
 * Fades its content in the first time it scrolls into view. Content starts visible (prerendered
 * pages show it before any script runs, and hydration must render the same); once mounted,
 * content that is still below the fold is hidden at once (nobody sees it go) and fades in when it
 * scrolls into view. Never hidden where the fade could not end: without IntersectionObserver, or
 * when reduced motion is preferred.
 */
export function Reveal({ children, animation = 'fadeIn', delay = 0, duration = 1, sx }: RevealProps) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('initial');

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // In view at mount: it simply stays; scrolled into view later: it fades in.
          setState((current) => (current === 'initial' ? 'shown' : 'revealed'));
          observer.disconnect();
        } else {
          setState((current) => (current === 'initial' ? 'waiting' : current));
        }
      },
      { threshold: 0, rootMargin: '0px 0px -5% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [reducedMotion]);

  const hidden = state === 'waiting' && !reducedMotion;
  return (
    <Box
      ref={ref}
      data-reveal={animation}
      data-revealed={hidden ? 'false' : 'true'}
      sx={[
        {
          opacity: hidden ? 0 : 1,
          // Hiding is instant (below the fold); only the reveal fades.
          transition:
            state !== 'revealed' || reducedMotion ? 'none' : `opacity ${duration}s ease-out ${delay}s`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
