// Decorative icons of the lesson player (aria-hidden; the text beside them carries the meaning).
import { Svg, type IconProps } from '@/components/ui/icons';

export const CompletedIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="m7.5 12.5 3 3 6-6.5" stroke="#fff" strokeWidth={2.5} />
  </Svg>
);
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Svg>
);
export const PendingIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
  </Svg>
);
export const PlayingIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="m10 8 6 4-6 4z" fill="#fff" stroke="none" />
  </Svg>
);
export const ClockIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);
export const ArrowLeftIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);
export const ArrowRightIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M5 12h14M12 5l7 7-7 7" />
  </Svg>
);
export const VideoOffIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M16 16v1a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2m5.66 0H14a2 2 0 0 1 2 2v3.34l1 1L23 7v10M1 1l22 22" />
  </Svg>
);
export const LockIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Svg>
);
export const PanelIcon = (props: IconProps) => (
  <Svg {...props}>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M15 4v16" />
  </Svg>
);
export const AwardIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14.2-1.5 7.8 5-3 5 3-1.5-7.8" />
  </Svg>
);
export const StarIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9Z" />
  </Svg>
);
