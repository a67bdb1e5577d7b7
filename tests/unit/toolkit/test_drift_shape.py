"""JSON shapes: types without values, and the differences data cannot explain."""

from __future__ import annotations

from billing_sim.toolkit.drift.shape import ShapeChange, compare_shapes, shape_of


def test_shape_keeps_types_and_tells_integers_from_floats() -> None:
    """337600 and 337600.0 are different shapes; values are not kept."""
    shape = shape_of({"amount": {"amount_minor": 337600.0}, "count": 1, "ok": True, "id": "x"})
    assert shape["/amount/amount_minor"] == {"float"}
    assert shape["/count"] == {"integer"}
    assert shape["/ok"] == {"boolean"}
    assert shape[""] == {"object"}


def test_list_elements_share_one_path() -> None:
    """Every element of a list lands under ``[]``, types merged."""
    shape = shape_of({"data": [{"v": 1}, {"v": None}]})
    assert shape["/data/[]/v"] == {"integer", "null"}


def test_same_structure_with_other_values_does_not_differ() -> None:
    """Ids, timestamps and amounts may differ freely."""
    ours = shape_of({"id": "cus_1", "at": "2026-01-01T00:00:00Z", "n": 3})
    theirs = shape_of({"id": "cus_2", "at": "2027-05-05T10:00:00Z", "n": 99})
    assert compare_shapes(ours, theirs) == []


def test_a_missing_field_an_extra_field_and_a_float_are_differences() -> None:
    """Presence and non-null types are compared."""
    ours = shape_of({"email": None, "amount_minor": 5, "name": "a"})
    theirs = shape_of({"amount_minor": 5.0, "name": "a", "nickname": "b"})
    assert compare_shapes(ours, theirs) == [
        ShapeChange("type", "/amount_minor", "integer", "float"),
        ShapeChange("missing_field", "/email", "null", "absent"),
        ShapeChange("extra_field", "/nickname", "absent", "string"),
    ]


def test_null_against_a_value_is_data_not_shape() -> None:
    """A first bill has ``previous: null``; another customer's has an object."""
    ours = shape_of({"previous": {"total": 1}, "email": "a@b"})
    theirs = shape_of({"previous": None, "email": None})
    assert compare_shapes(ours, theirs) == []


def test_an_empty_list_hides_nothing() -> None:
    """Element fields are compared only when both lists have elements."""
    assert compare_shapes(shape_of({"data": [{"id": "x"}]}), shape_of({"data": []})) == []


def test_children_of_a_nullable_object_in_list_elements_are_compared_only_when_both_have_one() -> (
    None
):
    """``lines[].proration`` null everywhere on one side hides its fields."""
    ours = shape_of({"lines": [{"proration": {"factor": "0.5"}}]})
    theirs = shape_of({"lines": [{"proration": None}]})
    assert compare_shapes(ours, theirs) == []


def test_a_different_root_is_a_type_difference() -> None:
    """A list where an object is expected differs at the root."""
    assert compare_shapes(shape_of({"a": 1}), shape_of([1])) == [
        ShapeChange("type", "", "object", "array")
    ]
