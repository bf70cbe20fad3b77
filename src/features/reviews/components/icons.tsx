// Icons for the reviews (decorative: aria-hidden; the text or label beside them carries meaning).
import { Svg, type IconProps } from '@/components/ui/icons';

export const StarIcon = (props: IconProps) => (
  <Svg width={18} height={18} strokeWidth={1.5} {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9Z" />
  </Svg>
);
