// Icons for the books screen (decorative: aria-hidden; the text beside them carries meaning).
import { Svg as BaseSvg, type IconProps } from '@/components/ui/icons';

const Svg = (props: IconProps) => <BaseSvg width={18} height={18} {...props} />;

export const StarIcon = (props: IconProps) => (
  <Svg fill="currentColor" strokeWidth={1.5} {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9Z" />
  </Svg>
);
export const CheckIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="m5 12 5 5 9-10" />
  </Svg>
);
export const BookOpenIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M2 5.5A2.5 2.5 0 0 1 4.5 3H10a2 2 0 0 1 2 2v15a2.5 2.5 0 0 0-2.5-2.5H2Z" />
    <path d="M22 5.5A2.5 2.5 0 0 0 19.5 3H14a2 2 0 0 0-2 2v15a2.5 2.5 0 0 1 2.5-2.5H22Z" />
  </Svg>
);
export const FileTextIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9Z" />
    <path d="M14 3v6h6M8 13h8M8 17h5" />
  </Svg>
);
export const CartIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.6L22 7H6" />
  </Svg>
);
