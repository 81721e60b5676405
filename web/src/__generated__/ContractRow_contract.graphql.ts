/**
 * @generated SignedSource<<71bd20586854e984ec0c0761f49a38d8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContractStatus = "approved" | "approved_finance" | "approved_it" | "pending" | "rejected" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContractRow_contract$data = {
  readonly canEdit: boolean;
  readonly contractName: string;
  readonly contractType: string;
  readonly expiryDate: string | null | undefined;
  readonly listStatus: string;
  readonly renewalLabel: string;
  readonly rowId: number;
  readonly status: ContractStatus;
  readonly statusLabel: string;
  readonly supplierName: string;
  readonly " $fragmentType": "ContractRow_contract";
};
export type ContractRow_contract$key = {
  readonly " $data"?: ContractRow_contract$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContractRow_contract">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContractRow_contract",
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
      "name": "contractName",
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
      "name": "contractType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "renewalLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "listStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    }
  ],
  "type": "Contract",
  "abstractKey": null
};

(node as any).hash = "16bcb2d374453795ccc4ae5c435d2a53";

export default node;
