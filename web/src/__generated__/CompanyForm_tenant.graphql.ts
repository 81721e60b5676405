/**
 * @generated SignedSource<<cd8f6b85c1292aaaa5a3788491782a75>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyForm_tenant$data = {
  readonly address: string | null | undefined;
  readonly canEditCompany: boolean;
  readonly city: string | null | undefined;
  readonly country: string;
  readonly fiscalCode: string | null | undefined;
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
    }
  ],
  "type": "Tenant",
  "abstractKey": null
};

(node as any).hash = "793afd97f4dca01e0e3948d21db46dcd";

export default node;
