/**
 * @generated SignedSource<<acfbbfb78235d203f0efa1425489d72c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceDetail_payload$data = {
  readonly invoice: {
    readonly " $fragmentSpreads": FragmentRefs<"InvoiceDetail_invoice">;
  };
  readonly " $fragmentType": "InvoiceDetail_payload";
};
export type InvoiceDetail_payload$key = {
  readonly " $data"?: InvoiceDetail_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceDetail_payload">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceDetail_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoice",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "InvoiceDetail_invoice"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "InvoicePayload",
  "abstractKey": null
};

(node as any).hash = "3886b7489cf8b9f6b7967d8fafaef1d3";

export default node;
