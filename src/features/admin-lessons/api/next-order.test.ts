import { describe, expect, it } from 'vitest';
import type { AdminLesson, AdminModule } from './get-course-content';
import { nextLessonOrder, nextModuleOrder } from './next-order';
import { previewVideoSharedMessage, videoKey } from './preview-video-conflict';

const lesson = (id: string, order: number, video = 'https://youtu.be/aircAruvnKk', preview = false) =>
  ({
    id,
    module_id: 'm',
    title: `Aula ${id}`,
    video_url: video,
    duration_minutes: 10,
    order_index: order,
    description: null,
    is_preview: preview,
  }) satisfies AdminLesson;

const module = (id: string, order: number, lessons: AdminLesson[]): AdminModule => ({
  id,
  title: `Módulo ${id}`,
  description: null,
  order_index: order,
  lessons,
});

describe('default order of a new module or lesson', () => {
  it('comes after the last one, whatever the gaps; 1 when there is none', () => {
    const modules = [module('a', 1, [lesson('1', 1), lesson('2', 7), lesson('3', 3)]), module('b', 4, [])];
    expect(nextModuleOrder(modules)).toBe(5);
    expect(nextModuleOrder([])).toBe(1);
    expect(nextLessonOrder(modules, 'a')).toBe(8);
    expect(nextLessonOrder(modules, 'b')).toBe(1);
    expect(nextLessonOrder(modules, '')).toBe(1);
  });
});

describe('the preview video conflict', () => {
  it('is the same video whatever the link form or start time', () => {
    expect(videoKey('https://www.youtube.com/watch?v=SOTamWNgDKc&t=5400s')).toBe('youtube:SOTamWNgDKc');
    expect(videoKey('https://youtu.be/SOTamWNgDKc?t=90')).toBe('youtube:SOTamWNgDKc');
    expect(videoKey('https://player.vimeo.com/video/76979871?h=abc')).toBe('vimeo:76979871');
    expect(videoKey('https://vimeo.com/076979871')).toBe('vimeo:76979871');
    expect(videoKey('https://example.com/x')).toBeNull();
  });

  it('names the other lesson, in both directions', () => {
    const modules = [
      module('a', 1, [
        lesson('gratis', 1, 'https://www.youtube.com/watch?v=SOTamWNgDKc', true),
        lesson('paga', 2, 'https://www.youtube.com/watch?v=IHZwWFHWa-w&t=60s'),
      ]),
    ];
    expect(
      previewVideoSharedMessage(
        { id: null, video_url: 'https://youtu.be/SOTamWNgDKc?t=300', is_preview: false },
        modules,
      ),
    ).toBe(
      'Este vídeo é o da aula gratuita "Aula gratis", que qualquer pessoa assiste. Use outro vídeo nesta aula paga.',
    );
    expect(
      previewVideoSharedMessage(
        { id: 'gratis', video_url: 'https://www.youtube.com/embed/IHZwWFHWa-w', is_preview: true },
        modules,
      ),
    ).toBe(
      'Este vídeo também está na aula paga "Aula paga". Uma aula gratuita precisa de um vídeo só dela; senão, quem não comprou o curso assistiria à aula paga.',
    );
  });
});
