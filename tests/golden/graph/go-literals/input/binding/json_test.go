package binding

func TestLiterals() {
	jsonBinding{}.BindBody(nil, nil)
	msgpackBinding{}.BindBody(nil, nil)
	(&jsonBinding{}).BindBody(nil, nil)
	new(msgpackBinding).BindBody(nil, nil)
	formBinding{}.BindBody(nil, nil)
	buffered{}.Len()
	Box[int]{v: 1}.Get()
	x := new(jsonBinding)
	x.BindBody(nil, nil)
	var y = new(msgpackBinding)
	y.BindBody(nil, nil)
	z := &msgpackBinding{}
	z.BindBody(nil, nil)
	list := []jsonBinding{{}, {}}
	_ = list
	_ = map[string]formBinding{"a": {}}
	pick().BindBody(nil, nil)
}
