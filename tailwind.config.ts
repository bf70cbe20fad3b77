import type { Config } from 'tailwindcss';

// Loaded by src/styles/index.css through `@config` (Tailwind v4 still honours JS configs).
// Colours chosen for WCAG 2.2 AA contrast on white.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      fontFamily: {
        sans: [
          'Inter',
          'system-ui',
          '-apple-system',
          'Segoe UI',
          'Roboto',
          'Helvetica Neue',
          'Arial',
          'sans-serif',
        ],
      },
      colors: {
        brand: {
          50: '#eef6ff',
          100: '#d9eaff',
          200: '#bcdaff',
          500: '#2f7cf6',
          600: '#1d63e0',
          700: '#174fbf',
          800: '#18449a',
          900: '#193c79',
        },
        ink: {
          DEFAULT: '#0f172a',
          muted: '#475569',
        },
      },
    },
  },
} satisfies Config;
