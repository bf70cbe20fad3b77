import { describe, expect, it } from 'vitest';
import { isSupportedVideoUrl } from './fields';
import { lessonSchema } from './save-lesson';
import { moduleSchema } from './save-module';

describe('module and lesson forms', () => {
  it('module: title and order required, description optional', () => {
    expect(moduleSchema.parse({ title: ' Intro ', description: '', order_index: '1' })).toEqual({
      title: 'Intro',
      description: null,
      order_index: 1,
    });
    const result = moduleSchema.safeParse({ title: '', description: '', order_index: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Título é obrigatório',
      'Ordem é obrigatória',
    ]);
  });

  it('lesson: every field required, minutes 1–1440', () => {
    const result = lessonSchema.safeParse({
      module_id: '',
      title: '',
      video_url: '',
      duration_minutes: '',
      order_index: '1',
    });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Selecione um módulo',
      'Título é obrigatório',
      'URL do vídeo é obrigatória',
      'Duração é obrigatória',
    ]);
    expect(
      lessonSchema.safeParse({
        module_id: 'm',
        title: 'Aula',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        duration_minutes: '0',
        order_index: '1',
      }).success,
    ).toBe(false);
  });

  it('accepts only YouTube and Vimeo links, like the database', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=10',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
    ])
      expect(isSupportedVideoUrl(url), url).toBe(true);
    for (const url of [
      'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://example.com/video.mp4',
      'https://www.youtube.com/watch?v=curto',
      'javascript:alert(1)',
    ])
      expect(isSupportedVideoUrl(url), url).toBe(false);
  });
});
