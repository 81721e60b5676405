/**
 * @generated SignedSource<<df06bc41bbf728479f60fb3fc2ab0703>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoiceAttachmentButtons_invoice$data = {
  readonly attachments: ReadonlyArray<{
    readonly canRemove: boolean;
    readonly downloadPath: string;
    readonly fileName: string;
    readonly rowId: number;
    readonly size: number;
  }>;
  readonly " $fragmentType": "InvoiceAttachmentButtons_invoice";
};
export type InvoiceAttachmentButtons_invoice$key = {
  readonly " $data"?: InvoiceAttachmentButtons_invoice$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceAttachmentButtons_invoice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceAttachmentButtons_invoice",
  "selections": [
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
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadPath",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "canRemove",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Invoice",
  "abstractKey": null
};

(node as any).hash = "b903fe52b68b588ae9eee43f6006274d";

export default node;
