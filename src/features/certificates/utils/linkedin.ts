// 'Adicionar ao LinkedIn': LinkedIn's add-to-profile form, filled in (name, organisation, issue
// year and month, the certificate's URL and code). LinkedIn reads these query parameters.
import { BRAND } from '@/config/brand';
import { formatCertificateCode } from '@/rules/certificate-code';
import { certificateUrl, certificationName, type Certificate } from './certificate';

export const LINKEDIN_ADD_TO_PROFILE = 'https://www.linkedin.com/profile/add';

export function linkedInAddCertificationUrl(certificate: Certificate): string {
  const [year, month] = certificate.issuedOn.split('-');
  const parameters: [string, string][] = [
    ['startTask', 'CERTIFICATION_NAME'],
    ['name', certificationName(certificate)],
    ['organizationName', BRAND.name],
    ['issueYear', String(Number(year))],
    ['issueMonth', String(Number(month))],
    ['certUrl', certificateUrl(certificate.code)],
    ['certId', formatCertificateCode(certificate.code)],
  ];
  const query = parameters.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `${LINKEDIN_ADD_TO_PROFILE}?${query}`;
}
