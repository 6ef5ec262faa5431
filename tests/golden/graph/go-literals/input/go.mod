module example.com/lit

go 1.22
