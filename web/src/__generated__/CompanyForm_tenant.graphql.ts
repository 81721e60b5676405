/**
 * @generated SignedSource<<25c924a0184df18685dbe58febe07da9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyForm_tenant$data = {
  readonly address: string | null | undefined;
  readonly bic: string | null | undefined;
  readonly canEditCompany: boolean;
  readonly cbiCuc: string | null | undefined;
  readonly city: string | null | undefined;
  readonly country: string;
  readonly fiscalCode: string | null | undefined;
  readonly iban: string | null | undefined;
  readonly legalName: string;
  readonly matchToleranceAmount: string;
  readonly matchTolerancePercent: string;
  readonly postalCode: string | null | undefined;
  readonly province: string | null | undefined;
  readonly vatNumber: string | null | undefined;
  readonly " $fragmentType": "CompanyForm_tenant";
};
export type CompanyForm_tenant$key = {
  readonly " $data"?: CompanyForm_tenant$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_tenant">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyForm_tenant",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEditCompany",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "legalName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "vatNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fiscalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "province",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchTolerancePercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "matchToleranceAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "iban",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "cbiCuc",
      "storageKey": null
    }
  ],
  "type": "Tenant",
  "abstractKey": null
};

(node as any).hash = "200f533671bb893c1bbf0ebc5c7b6d34";

export default node;
