/**
 * @generated SignedSource<<c6f3da9c391b2e840094295e8515e2d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SupplierRow_supplier$data = {
  readonly address: string;
  readonly businessName: string;
  readonly id: string;
  readonly name: string;
  readonly vatNumber: string;
  readonly " $fragmentType": "SupplierRow_supplier";
};
export type SupplierRow_supplier$key = {
  readonly " $data"?: SupplierRow_supplier$data;
  readonly " $fragmentSpreads": FragmentRefs<"SupplierRow_supplier">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SupplierRow_supplier",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "businessName",
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
      "name": "vatNumber",
      "storageKey": null
    }
  ],
  "type": "Supplier",
  "abstractKey": null
};

(node as any).hash = "a1c02d32182d59d450253d9d565c8046";

export default node;
