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
 * Fades its content in the first time it scrolls into view. The content is never hidden where
 * the fade could not end: without IntersectionObserver, or when reduced motion is preferred (then
 * it shows at once, without a transition).
 */
export function Reveal({ children, animation = 'fadeIn', delay = 0, duration = 1, sx }: RevealProps) {
  const reducedMotion = usePrefersReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => !canObserve());

  useEffect(() => {
    const element = ref.current;
    if (seen || reducedMotion || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setSeen(true);
        observer.disconnect();
      },
      { threshold: 0, rootMargin: '0px 0px -5% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, reducedMotion]);

  const hidden = !seen && !reducedMotion;
  return (
    <Box
      ref={ref}
      data-reveal={animation}
      data-revealed={hidden ? 'false' : 'true'}
      sx={[
        {
          opacity: hidden ? 0 : 1,
          transition: reducedMotion ? 'none' : `opacity ${duration}s ease-out ${delay}s`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
