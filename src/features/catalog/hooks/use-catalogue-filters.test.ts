import { describe, expect, it, vi } from 'vitest';
import { searchCoursesQueryPath, UNFILTERED_CATALOGUE } from '../api/search-courses';
import { resultCountText } from '../components/course-catalogue';
import { catalogueQueryString, hasCatalogueFilters, parseCatalogueFilters } from './use-catalogue-filters';

// The REST client reads the build's env; these tests only build query strings.
vi.mock('@/lib/api/light-fetch', () => ({ restGet: vi.fn() }));

const parse = (query: string) => parseCatalogueFilters(new URLSearchParams(query));

describe('the catalogue state in the URL', () => {
  it('reads search, topic, level and page', () => {
    expect(parse('q=%20containers%20%20docker&tema=devops&nivel=Intermediario&page=2')).toEqual({
      search: 'containers docker',
      topic: 'devops',
      level: 'intermediario',
      page: 2,
    });
  });

  it('drops what it cannot use: an unknown topic, a blank search, a page that is no number', () => {
    expect(parse('tema=gcp&q=%20&page=abc&nivel=')).toEqual(UNFILTERED_CATALOGUE);
    expect(parse('page=-3').page).toBe(1);
  });

  it('writes one spelling, leaving out empty filters and page 1, keeping unrelated parameters', () => {
    expect(catalogueQueryString(UNFILTERED_CATALOGUE)).toBe('');
    expect(catalogueQueryString({ search: 'ia generativa', topic: 'ia', level: null, page: 1 })).toBe(
      '?q=ia+generativa&tema=ia',
    );
    expect(
      catalogueQueryString(
        { search: '', topic: null, level: 'avancado', page: 3 },
        new URLSearchParams('utm_source=whatsapp&tema=aws'),
      ),
    ).toBe('?utm_source=whatsapp&nivel=avancado&page=3');
  });

  it('round-trips', () => {
    const filters = { search: 'contêineres', topic: 'devops', level: 'iniciante', page: 4 } as const;
    expect(parse(catalogueQueryString(filters).slice(1))).toEqual(filters);
  });

  it('counts search, topic and level as filters, not the page', () => {
    expect(hasCatalogueFilters({ ...UNFILTERED_CATALOGUE, page: 3 })).toBe(false);
    expect(hasCatalogueFilters({ ...UNFILTERED_CATALOGUE, level: 'iniciante' })).toBe(true);
  });
});

describe('the catalogue search request', () => {
  const params = (path: string) => new URL(`http://x/${path}`).searchParams;

  it('asks search_courses for one page, with only the filters that are set', () => {
    const unfiltered = params(searchCoursesQueryPath(UNFILTERED_CATALOGUE));
    expect([...unfiltered.keys()]).toEqual(['p_page_size']);
    const query = params(
      searchCoursesQueryPath({ search: 'k8s', topic: 'devops', level: 'avancado', page: 2 }),
    );
    expect(Object.fromEntries(query)).toEqual({
      p_query: 'k8s',
      p_topic: 'devops',
      p_level: 'avancado',
      p_page: '2',
      p_page_size: '12',
    });
  });
});

describe('the result count', () => {
  it('says how many, in Portuguese, with or without filters', () => {
    expect(resultCountText(6, false)).toBe('6 cursos no catálogo');
    expect(resultCountText(1, false)).toBe('1 curso no catálogo');
    expect(resultCountText(1, true)).toBe('1 curso encontrado');
    expect(resultCountText(0, true)).toBe('0 cursos encontrados');
    expect(resultCountText(1234, true)).toBe('1.234 cursos encontrados');
  });
});
