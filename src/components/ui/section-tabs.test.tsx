// The sections row: each section a link, the current one marked for assistive technology, and a
// row wider than its screen opened scrolled to the current section.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SectionTabs } from './section-tabs';

const tabs = [
  { label: 'Questões', to: '/a', current: false },
  { label: 'Configurações', to: '/a?tab=c', current: false },
  { label: 'Práticas', to: '/p', current: true },
];

describe('SectionTabs', () => {
  it('links every section and marks only the current one', () => {
    render(
      <MemoryRouter>
        <SectionTabs label="Seções das avaliações" tabs={tabs} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Seções das avaliações' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Questões', '/a'],
      ['Configurações', '/a?tab=c'],
      ['Práticas', '/p'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });

  it('opens scrolled to the current section when the row is wider than the screen', () => {
    // jsdom lays nothing out: the row's width and the current link's place are given here.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.textContent === 'Práticas' ? 280 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
    render(
      <MemoryRouter>
        <SectionTabs label="Seções" tabs={tabs} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Seções' }).scrollLeft).toBe(60);
    vi.restoreAllMocks();
  });
});
