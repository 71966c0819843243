import { ModelEntity } from './model';
import { PDF_LAYOUTS } from '../../shared/schemas/pdf-template';

/** How the company's PDFs look (settings/pdf-template); one per company, absent until first saved. */
export const PdfTemplateSettings = () => new ModelEntity({
  model: { entity: 'pdftemplate', version: '1', service: 'kobo' },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    layout: { type: PDF_LAYOUTS, required: true },
    accentColor: { type: 'string', required: true },
    showLogo: { type: 'boolean', required: true },
    footerText: { type: 'string' },
    bankDetails: { type: 'string' },
    version: { type: 'number', required: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byCompany: {
      pk: { field: 'pk', composite: ['companyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
