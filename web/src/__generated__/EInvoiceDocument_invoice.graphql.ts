/**
 * @generated SignedSource<<864fdca46c9056d47580afe297eb824a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EInvoiceDocument_invoice$data = {
  readonly attachments: ReadonlyArray<{
    readonly downloadPath: string;
    readonly fileName: string;
    readonly rowId: number;
  }>;
  readonly document: ReadonlyArray<{
    readonly attachmentRowId: number | null | undefined;
    readonly attachmentSize: number | null | undefined;
    readonly attributes: ReadonlyArray<{
      readonly name: string;
      readonly value: string;
    }>;
    readonly depth: number;
    readonly name: string;
    readonly value: string | null | undefined;
  }> | null | undefined;
  readonly " $fragmentType": "EInvoiceDocument_invoice";
};
export type EInvoiceDocument_invoice$key = {
  readonly " $data"?: EInvoiceDocument_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"EInvoiceDocument_invoice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EInvoiceDocument_invoice",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "EInvoiceElement",
      "kind": "LinkedField",
      "name": "document",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "depth",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachmentRowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attachmentSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "EInvoiceAttribute",
          "kind": "LinkedField",
          "name": "attributes",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "InvoiceAttachment",
      "kind": "LinkedField",
      "name": "attachments",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rowId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fileName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadPath",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};
})();

(node as any).hash = "a33014899717a014075dcb50e05afce3";

export default node;
