/**
 * @generated SignedSource<<cf113f16cbe0a86b39466242b0fb9c21>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceApprovals_invoice$data = {
  readonly approvedByFinance: boolean;
  readonly approvedByFinanceName: string | null | undefined;
  readonly approvedByIT: boolean;
  readonly approvedByITName: string | null | undefined;
  readonly " $fragmentType": "InvoiceApprovals_invoice";
};
export type InvoiceApprovals_invoice$key = {
  readonly " $data"?: InvoiceApprovals_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceApprovals_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceApprovals_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByFinance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByFinanceName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByIT",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvedByITName",
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "c18f6a4aeae46adc2c56a75ab571ce83";

export default node;
