import { describe, expect, it } from 'vitest';
import { courseArtLabel, courseTheme, courseThemeName } from './course-theme';

describe('courseThemeName', () => {
  it('gives aws, azure, devops and ia their own theme', () => {
    expect(courseThemeName('aws')).toBe('aws');
    expect(courseThemeName('azure')).toBe('azure');
    expect(courseThemeName('devops')).toBe('devops');
    expect(courseThemeName('ia')).toBe('ia');
  });

  it('ignores case and surrounding spaces', () => {
    expect(courseThemeName(' AWS ')).toBe('aws');
  });

  it('gives any other slug the neutral theme', () => {
    for (const slug of ['terraform', 'aws-avancado', 'google-cloud', 'constructor', '', null, undefined]) {
      expect(courseThemeName(slug), String(slug)).toBe('neutral');
    }
  });
});

describe('courseTheme', () => {
  it('uses a different colour surface per topic', () => {
    const surfaces = new Set(['aws', 'azure', 'devops', 'ia', 'x'].map((slug) => courseTheme(slug).surface));
    expect(surfaces.size).toBe(5);
    expect(courseTheme('aws').surface).toContain('orange');
    expect(courseTheme('azure').surface).toContain('sky');
    expect(courseTheme('devops').surface).toContain('emerald');
    expect(courseTheme('ia').surface).toContain('violet');
    expect(courseTheme('terraform').surface).toContain('slate');
  });
});

describe('courseArtLabel', () => {
  it('uses the topic name for themed courses', () => {
    expect(courseArtLabel('devops', 'DevOps na prática')).toBe('DevOps');
    expect(courseArtLabel('ia', 'Inteligência Artificial')).toBe('IA');
  });

  it('uses the initials of the title otherwise', () => {
    expect(courseArtLabel('terraform', 'Terraform: infraestrutura como código')).toBe('TI');
    expect(courseArtLabel('gcp', 'GCP')).toBe('G');
  });
});
