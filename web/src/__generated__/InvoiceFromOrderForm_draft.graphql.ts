/**
 * @generated SignedSource<<55399680805bccd07218e97062f6e65a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceFromOrderForm_draft$data = {
  readonly lines: ReadonlyArray<{
    readonly description: string;
    readonly key: string;
    readonly quantity: number;
    readonly unitPrice: string;
  }>;
  readonly orderNumber: string;
  readonly orderRowId: number;
  readonly supplierBusinessName: string;
  readonly supplierName: string;
  readonly supplierRowId: number;
  readonly " $fragmentType": "InvoiceFromOrderForm_draft";
};
export type InvoiceFromOrderForm_draft$key = {
  readonly " $data"?: InvoiceFromOrderForm_draft$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceFromOrderForm_draft">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceFromOrderForm_draft",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierRowId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "supplierBusinessName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceDraftLine",
      "kind": "LinkedField",
      "name": "lines",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "quantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unitPrice",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InvoiceDraft",
  "abstractKey": null
};

(node as any).hash = "80e361201e7dc66efa5b2a8d00ab691d";

export default node;
