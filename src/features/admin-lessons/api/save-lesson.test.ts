import { describe, expect, it } from 'vitest';
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
      description: '',
      is_preview: false,
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
        description: '',
        is_preview: false,
      }).success,
    ).toBe(false);
    const badLink = lessonSchema.safeParse({
      module_id: 'm',
      title: 'Aula',
      video_url: 'https://example.com/video.mp4',
      duration_minutes: '10',
      order_index: '1',
      description: '',
      is_preview: false,
    });
    expect(badLink.error?.issues.map((issue) => issue.message)).toEqual([
      'Informe um link do YouTube ou do Vimeo (https://...)',
    ]);
  });

  it('lesson: an optional plain-text description (blank is none) and the free preview flag', () => {
    const base = {
      module_id: 'm',
      title: 'Aula',
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      duration_minutes: '10',
      order_index: '1',
    };
    expect(lessonSchema.parse({ ...base, description: '  \n ', is_preview: false })).toMatchObject({
      description: null,
      is_preview: false,
    });
    expect(
      lessonSchema.parse({
        ...base,
        description: ' Linha 1\nVeja https://aws.amazon.com ',
        is_preview: true,
      }),
    ).toMatchObject({ description: 'Linha 1\nVeja https://aws.amazon.com', is_preview: true });
    expect(
      lessonSchema.safeParse({ ...base, description: 'x'.repeat(5001), is_preview: false }).error?.issues[0]
        ?.message,
    ).toBe('Descrição muito longa');
  });
});
