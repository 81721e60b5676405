import { graphql } from 'react-relay';
import type { useUpdateCompanySettingsMutation as Mutation } from '../../__generated__/useUpdateCompanySettingsMutation.graphql.ts';
import { inputHook } from '../../shared/useOutcomeMutation.ts';
import { companyTexts } from './texts.ts';

/** Saves the viewer's company data; the store's Tenant updates by id with what the server kept. */
export const useUpdateCompanySettingsMutation = inputHook<Mutation>(
  graphql`
    mutation useUpdateCompanySettingsMutation($input: UpdateCompanySettingsInput!) {
      updateCompanySettings(input: $input) {
        __typename
        ... on Error {
          message
          field
        }
        ... on MutationUpdateCompanySettingsSuccess {
          data {
            tenant {
              ...CompanyForm_tenant
            }
          }
        }
      }
    }
  `,
  companyTexts.failed,
);
