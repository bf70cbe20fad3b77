// JSON-LD (schema.org) for the prerendered pages: what search engines read about the site, each
// course and where a page sits. Built at build time only; never part of the browser bundle.
import { BRAND } from '@/config/brand';
import type { CourseDetail } from '@/features/catalog/api/get-course';
import type { Track } from '@/features/tracks/api/track-schemas';
import { paths } from '@/config/paths';
import { accessModelOf, isSoldSeparately } from '@/rules/access-model';
import { toNumber } from '@/utils/format';

type JsonLd = Record<string, unknown>;

const absolute = (origin: string, path: string) => new URL(path, `${origin}/`).toString();

/** The site's owner, on the home page. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    description: `${BRAND.name} — ${BRAND.tagline}: cursos em português de AWS, Azure, DevOps e IA.`,
    url: absolute(origin, '/'),
    logo: absolute(origin, '/logo.png'),
  };
}

/** Where a page sits: Home › … › the page. `trail` excludes Home. */
export function breadcrumbJsonLd(origin: string, trail: { name: string; path: string }[]): JsonLd {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(origin, item.path),
    })),
  };
}

/** "PT24H", "PT18H30M" from total hours (schema.org durations are ISO 8601). */
export function isoDuration(hours: number): string {
  const minutes = Math.round(hours * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${whole ? `${whole}H` : ''}${rest || !whole ? `${rest}M` : ''}`;
}

/**
 * A course, its provider and its offer in BRL. The offer says what the page says: a course sold on
 * its own costs its price; any other is enrolled in for free or had through a plan, which is not a
 * price anybody pays for this course.
 */
export function courseJsonLd(origin: string, course: CourseDetail, path: string, image: string): JsonLd {
  const url = absolute(origin, path);
  const hours = toNumber(course.total_hours);
  const price = toNumber(course.price);
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    description: course.description || course.title,
    url,
    image,
    inLanguage: 'pt-BR',
    ...(course.level ? { educationalLevel: course.level } : {}),
    provider: { '@type': 'Organization', name: BRAND.name, url: absolute(origin, '/') },
    offers: [
      price !== null && isSoldSeparately(accessModelOf(course.access_model))
        ? { '@type': 'Offer', category: 'Paid', price, priceCurrency: 'BRL', url }
        : { '@type': 'Offer', category: 'Free', price: 0, priceCurrency: 'BRL', url },
    ],
    hasCourseInstance: [
      {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        ...(hours && hours > 0 ? { courseWorkload: isoDuration(hours) } : {}),
      },
    ],
  };
}

/**
 * A track: an EducationalOccupationalProgram (what it is: a program of courses leading to a job and
 * a credential) and an ItemList of its courses in order, each a Course with url, name, description
 * and provider (the list Google reads for course rich results). Why both: docs/tracks-ui.md.
 */
export function trackJsonLd(origin: string, track: Track, path: string, image: string): JsonLd[] {
  const url = absolute(origin, path);
  const provider = { '@type': 'Organization', name: BRAND.name, url: absolute(origin, '/') };
  const courses = track.steps.filter((step) => step.kind === 'course').map((step) => step.course);
  const courseLd = (course: Track['steps'][number]['course']) => ({
    '@type': 'Course',
    url: absolute(origin, paths.course(course.slug)),
    name: course.title,
    description: `${course.title}: curso da trilha ${track.title} na ${BRAND.name}.`,
    provider,
  });
  const price = toNumber(track.price);
  const sold = price !== null && price >= 1 && isSoldSeparately(accessModelOf(track.access_model));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'EducationalOccupationalProgram',
      name: track.title,
      description: track.description || track.title,
      url,
      image,
      inLanguage: 'pt-BR',
      provider,
      educationalProgramMode: 'online',
      occupationalCategory: track.target_role,
      ...(track.level ? { educationalLevel: track.level } : {}),
      ...(track.total_hours > 0 ? { timeToComplete: isoDuration(track.total_hours) } : {}),
      numberOfCredits: courses.length,
      educationalCredentialAwarded: {
        '@type': 'EducationalOccupationalCredential',
        name: `Certificado da trilha ${track.title}`,
        credentialCategory: 'certificate',
      },
      hasCourse: courses.map(courseLd),
      ...(sold ? { offers: { '@type': 'Offer', category: 'Paid', price, priceCurrency: 'BRL', url } } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `Cursos da trilha ${track.title}`,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      numberOfItems: courses.length,
      itemListElement: courses.map((course, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: courseLd(course),
      })),
    },
  ];
}
