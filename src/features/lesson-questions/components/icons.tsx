// Icons for questions and answers (decorative: aria-hidden; the text beside them carries meaning).
import { Svg, type IconProps } from '@/components/ui/icons';

export const VoteIcon = (props: IconProps) => (
  <Svg width={16} height={16} {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Svg>
);
export const ChatBubbleIcon = (props: IconProps) => (
  <Svg width={16} height={16} {...props}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.4A8 8 0 1 1 21 12Z" />
  </Svg>
);
export const BackIcon = (props: IconProps) => (
  <Svg width={16} height={16} {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </Svg>
);
