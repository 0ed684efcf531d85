export { usePrefersReducedMotion } from '@/ui/use-prefers-reduced-motion';
