import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useMe } from '../../../auth/session';
import { DetailList } from '../../../components/detail-list';
import type { Company } from '../../../../../shared/schemas/account';
import '../../../components/kobo-ui.css';

/** Street lines, then "City, State Postal code", then country; blank parts left out. */
function addressLines(c: Company): string {
  const cityLine = [[c.city, c.state].filter(Boolean).join(', '), c.postalCode].filter(Boolean).join(' ');
  return [c.streetAddress, c.streetAddress2, cityLine, c.country].filter(Boolean).join('\n');
}

/** /dashboard/settings/organization: the company's details, read-only. */
export function OrganizationPage() {
  const me = useMe();
  const company = me.data?.company;
  return (
    <div className="kobo-ui-page">
      <Header variant="h1">Organization Profile</Header>
      <Container>
        {company ? (
          <div className="kobo-settings-card">
            {company.logoUrl && <img className="kobo-settings-image" src={company.logoUrl} alt={`${company.name} logo`} />}
            <DetailList
              items={[
                { label: 'Name', value: company.name },
                { label: 'Email', value: company.email },
                { label: 'Phone', value: company.phone },
                { label: 'Website', value: company.website },
                { label: 'TIN', value: company.tin },
                { label: 'Address', value: addressLines(company) },
              ]}
            />
          </div>
        ) : (
          <p className="kobo-settings-text">No organization found.</p>
        )}
      </Container>
    </div>
  );
}
