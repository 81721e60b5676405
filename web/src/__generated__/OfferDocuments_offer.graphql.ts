/**
 * @generated SignedSource<<61e9a2aa140bce362a3922f6ad3c74e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OfferDocuments_offer$data = {
  readonly canUploadDocument: boolean;
  readonly documents: ReadonlyArray<{
    readonly downloadUrl: string;
    readonly fileName: string;
    readonly fileSize: number;
    readonly id: string;
    readonly price: string;
    readonly rowId: number;
    readonly uploadDate: string;
    readonly uploadedByName: string;
  }>;
  readonly id: string;
  readonly " $fragmentType": "OfferDocuments_offer";
};
export type OfferDocuments_offer$key = {
  readonly " $data"?: OfferDocuments_offer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OfferDocuments_offer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OfferDocuments_offer",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUploadDocument",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OfferDocument",
      "kind": "LinkedField",
      "name": "documents",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "fileSize",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uploadDate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uploadedByName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Offer",
  "abstractKey": null
};
})();

(node as any).hash = "89752fc2098c01e1110182bfe7d79014";

export default node;
