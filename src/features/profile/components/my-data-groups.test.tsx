// 'Meus dados' writes a certificate code as every other screen does, TC-XXXX-XXXX-XXXX, whichever
// form the answer carries (the stored one, or the export's grouped one).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyData } from '../api/get-my-data';
import { CertificatesGroup } from './my-data-groups';

const certificate = (code: string): MyData['certificados'][number] => ({
  curso_id: 'c1',
  titulo: 'AWS Cloud Practitioner',
  codigo_de_verificacao: code,
  emitido_em: '2026-11-20T15:00:00Z',
  nome_no_certificado: 'Ana Souza',
  carga_horaria_minutos: 600,
  conteudo_programatico: ['Introdução'],
  data_de_emissao: '2026-11-20',
});

describe('CertificatesGroup', () => {
  it.each(['TC-KB4JRFEF4Y64', 'TC-KB4J-RFEF-4Y64'])('shows %s as TC-KB4J-RFEF-4Y64', (code) => {
    render(<CertificatesGroup certificates={[certificate(code)]} />);
    const shown = screen.getByText('TC-KB4J-RFEF-4Y64');
    expect(shown.getAttribute('data-export-field')).toBe('certificados[0].codigo_de_verificacao');
  });
});
