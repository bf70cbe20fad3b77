// Decorative tile icons of the admin hub (aria-hidden; the tile's text names it).
import type { ReactNode, SVGProps } from 'react';

function Svg({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const hubIcons = {
  courses: (
    <Svg>
      <path d="M22 10 12 5 2 10l10 5 10-5Z" />
      <path d="M6 12v5c3 2 9 2 12 0v-5" />
    </Svg>
  ),
  lessons: (
    <Svg>
      <rect x="3" y="4" width="18" height="14" rx="2" />
      <path d="m10 8 5 3-5 3V8Z" />
      <path d="M8 21h8" />
    </Svg>
  ),
  books: (
    <Svg>
      <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14Z" />
      <path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />
    </Svg>
  ),
  pricing: (
    <Svg>
      <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8Z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </Svg>
  ),
  users: (
    <Svg>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0" />
      <path d="M16 4a4 4 0 0 1 0 8M22 21a7 7 0 0 0-4-6.3" />
    </Svg>
  ),
  teachers: (
    <Svg>
      <rect x="3" y="3" width="18" height="12" rx="2" />
      <path d="M7 21l3-6M17 21l-3-6M8 8h8M8 11h5" />
    </Svg>
  ),
  certificates: (
    <Svg>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 8 5-3 5 3-1.5-8" />
    </Svg>
  ),
  reports: (
    <Svg>
      <path d="M3 3v18h18" />
      <path d="M7 15l4-4 3 3 6-6" />
    </Svg>
  ),
} as const;
